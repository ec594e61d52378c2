new rif-p29-soosorv
play h11
status
P1 declare 4
declare 0
declare 5
offer g12 k4
declare 4
status
history
P2 swap
swap
status
undo
status
