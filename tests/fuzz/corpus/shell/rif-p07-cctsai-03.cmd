new rif-p07-cctsai
swap
status
history
undo
status
redo
status
undo
stay
status
board
play b14
play b2
play c14
