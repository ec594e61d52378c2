new renju-soosorv-8
P2 play h11
P1 declare 3
P1 play h11
status
P2 declare 3
P1 swap
P1 declare 0
P1 declare 9
P1 declare 8
history
status
P1 swap
P2 offer g10 j11 k12 l13 m14 n15 a1 a2
P2 declare 2
