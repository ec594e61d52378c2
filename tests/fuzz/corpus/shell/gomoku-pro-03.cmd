new gomoku-pro
result
status
play m2 i9 b5 i10 n11 i11 c2
result
P1 play i12
result
status
P2 play a2
undo
result
redo
result
