new gomoku-freestyle-swap2
play h8 i9 j10
P2 swap
status
play a15 c3 b15 d3 c15 e3 d15 m1
result
P1 play e15
result
