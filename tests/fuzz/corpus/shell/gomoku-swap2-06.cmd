new gomoku-swap2
play h8 i9 j10
P2 stay
play a15 c3 b15 d3 c15 e3 a13 f3 b12 h3 m1
P1 play g3
result
