new rif-p22-xsir317
board
P2 offer g12 k4 b2
offer g12 i12 k4
offer g12 k4
offer g12 k4 b2 c2
offer g12 k4 h11
offer g12 k4 b2
board
status
P1 choose k4
choose i12
choose k4
status
undo
