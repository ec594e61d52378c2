new rif-p26-eriksson
offer g12 i12 k4
offer g12 k4
offer g12 k4 b2 c2
offer g12 k4 h11
offer g12 k4 b2
board
status
P2 choose k4
choose c2
choose k4
status
undo
status
redo
