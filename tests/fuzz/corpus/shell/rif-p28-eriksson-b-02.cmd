new rif-p28-eriksson-b
redo
status
history
P1 swap
swap
status
P1 offer g12 k4
offer g12 i12
offer g12
offer g12 k4 c3
offer g12 h11
offer g12 k4
board
status
