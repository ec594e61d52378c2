new gomoku-pro
board
history
status
undo
status
redo
status
redo
P1 play i9
P2 play a1
status
P1 play j8
play a15 l8 o1 m8 c13
P1 play i8
