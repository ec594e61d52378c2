new rif-p28-eriksson-b
opening
status
P2 play h11
play l8
play h11
status
P2 declare 2
declare 0
declare 4
swap
declare 2
status
undo
status
