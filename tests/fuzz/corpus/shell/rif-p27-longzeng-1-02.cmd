new rif-p27-longzeng-1
offer g12 h14
offer g12 k4
board
status
P1 choose k4
choose i12
choose k4
status
undo
status
redo
status
history
P1 play a14
