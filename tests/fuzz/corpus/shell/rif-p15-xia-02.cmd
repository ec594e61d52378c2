new rif-p15-xia
status
P1 swap
stay
status
undo
swap
status
P2 offer h7 h6
offer h7
offer h7 j7
offer h7 h6 h5
offer h7 h6
status
P1 choose h6
