new gomoku-long-pro
P1 play e5
P1 play h11
P1 play j10
P1 play g7
P1 choose d4
P1 play d4
board
history
undo
status
board
redo
status
play a1 e4 a15 f4 o1 g4 c13 i4 m2
