new rif-p10-karepa
status
P2 play a1
swap
declare 1
play a1
status
play a1
P2 play o15
play o15
status
stay
play h8
board
