new renju-soosorv-8
board
undo
undo
status
undo
status
P2 stay
status
redo
P2 offer a1 b1 c1 d1 e1 f1 g1 i1
P2 offer a1 b1 c1 d1 e1 f1 g1 h12
P1 choose a1
status
play o15 b1 o13 c1 o11 d1 m15
