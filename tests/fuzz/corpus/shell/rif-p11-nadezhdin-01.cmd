new rif-p11-nadezhdin
status
P1 play f6
play b2
play d8
declare 1
play e5
status
P2 swap
play l12
stay
status
undo
swap
status
