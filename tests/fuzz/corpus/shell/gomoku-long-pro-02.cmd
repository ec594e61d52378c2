new gomoku-long-pro
status
P1 play h4
result
play n11 h5 c2 h6 m14
P1 play h7
result
P2 play a3
