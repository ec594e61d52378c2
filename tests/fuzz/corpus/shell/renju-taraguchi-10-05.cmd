new renju-taraguchi-10
undo
status
board
P2 swap
status
P2 play d4
P1 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2
P1 play m13
P1 play l3
P1 play d4
status
P1 swap
P2 play a1
P2 stay
