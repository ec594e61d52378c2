new gomoku-one-swap
status
redo
history
P1 play f6
P2 play f6
status
play e7 a15 e8 b15 e9 c15 e10 o1
result
P1 play e6
result
status
