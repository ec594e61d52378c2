new rif-p30-daiyue
offer g12 i12
offer g12
offer g12 k4 c3
offer g12 h11
offer g12 g12
play g12
offer g12 k4
board
history
status
P2 swap
choose g12
stay
status
