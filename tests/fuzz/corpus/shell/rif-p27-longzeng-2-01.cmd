new rif-p27-longzeng-2
board
status
P1 stay
play h14
offer g12 k4
stay
status
P1 play h14
play h13
play h14
status
P2 offer g12 k4
offer g12 i12
offer g12
