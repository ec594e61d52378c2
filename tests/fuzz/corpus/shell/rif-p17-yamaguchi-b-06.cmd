new rif-p17-yamaguchi-b
board
history
undo
status
board
redo
status
ai both
result
ai off
