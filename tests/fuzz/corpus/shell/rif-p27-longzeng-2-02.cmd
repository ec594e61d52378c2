new rif-p27-longzeng-2
offer g12 k4 b2
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
