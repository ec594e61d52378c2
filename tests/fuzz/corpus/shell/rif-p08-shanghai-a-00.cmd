new rif-p08-shanghai-a
status
P2 play h8
play h8 h9 k11
swap
play h8 h9 h10
opening
status
P1 swap
play h6
declare 1
swap
status
undo
