new rif-p15-xia
status
undo
swap
status
P2 play i13
play i11
play r1
play i13
status
P2 declare 2
declare 0
declare 10
swap
declare 2
