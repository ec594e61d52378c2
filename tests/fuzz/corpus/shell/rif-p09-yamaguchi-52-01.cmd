new rif-p09-yamaguchi-52
P2 declare 2
declare 0
declare 13
swap
declare 2
status
P1 stay
play h12
swap
status
undo
status
undo
status
