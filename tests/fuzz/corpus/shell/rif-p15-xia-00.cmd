new rif-p15-xia
board
status
play h8
P2 play i9
play i9 h11
play i9 i10 m13
swap
play i9 i10 i11
opening
status
P1 swap
declare 3
stay
