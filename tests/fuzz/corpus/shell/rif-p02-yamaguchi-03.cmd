new rif-p02-yamaguchi
board
history
status
P1 choose g7
choose g5
play g5
choose g6
board
undo
status
undo
status
board
redo
