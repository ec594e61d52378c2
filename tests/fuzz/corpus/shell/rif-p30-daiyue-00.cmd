new rif-p30-daiyue
status
P2 play h8
play h8 h9 k11
play h8 h9 h10
opening
status
P1 play h11
swap
offer g12 k4
play h10
play h11
status
P1 offer g12 k4
