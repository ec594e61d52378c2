new renju-yamaguchi
P1 declare 13
P1 declare x
P1 declare 3
history
status
P1 swap
P2 declare 4
P2 play h11
P2 stay
status
P1 play h11
P2 offer g10 j11 k12
P2 play h11
status
