new renju-yamaguchi
status
P1 play h11
status
P2 offer g10 j11
P2 offer g10
status
history
board
play a2 o15 b2 o13 c2 o11 d2 m15
result
P1 play e2
result
