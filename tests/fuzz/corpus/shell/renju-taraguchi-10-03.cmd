new renju-taraguchi-10
P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2
P2 offer a1 b1 c1 d1 e1 f1 g1 i1 a2 b2
P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 h11
P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2
board
status
P2 choose h1
P1 swap
P1 choose i1
P1 choose h1
board
status
P1 swap
history
