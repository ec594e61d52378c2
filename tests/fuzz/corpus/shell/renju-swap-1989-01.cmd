new renju-swap-1989
P2 play h10
P1 play k10
P1 play h11
P1 declare 2
P1 play h10
opening
status
P1 swap
P2 play h11
P2 offer g10 j11
P2 swap
status
P2 play h11
P1 swap
