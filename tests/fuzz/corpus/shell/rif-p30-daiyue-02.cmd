new rif-p30-daiyue
P1 choose k4
choose c3
choose k4
status
board
undo
status
undo
status
redo
redo
status
history
P1 play a14
