new rif-p06-taimla
play h8 h9 j10 a1 o15
opening
status
play g7
status
history
undo
status
redo
ai both
result
ai off
