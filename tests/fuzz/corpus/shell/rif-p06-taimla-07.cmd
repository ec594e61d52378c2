new rif-p06-taimla
undo
stay
status
P1 play h11
declare 2
play h11
status
P1 declare 2
declare 0
declare 4
swap
declare 3
status
P2 swap
