new renju-yamaguchi
status
P2 play h8
P1 declare 3
P1 play h8
P1 play f10
P1 play h9
P1 play f11
P1 play h10
status
P2 declare 3
P1 swap
P1 play h11
P1 declare 0
