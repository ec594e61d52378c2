new rif-p22-xsir317
play e2
result
new rif-p22-xsir317
play h8 h9 h10
opening
swap
status
P2 offer h11 h6
offer h11 h7
offer g11 i11
offer h11 h6
board
status
declare 3
