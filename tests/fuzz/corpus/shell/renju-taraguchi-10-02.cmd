new renju-taraguchi-10
status
P2 play h11
P1 play h12
P1 play l4
P1 offer g10 i10
P1 play h11
status
P1 swap
P1 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2
P2 play g10
P2 declare 10
P2 choose g10
history
P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2
