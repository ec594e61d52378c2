new gomoku-replace size=5
new gomoku-replace black_stones=3 white_stones=1
setup black a1 b1 c1 d1 white h8
play e1
choose h8
status
new gomoku-replace size=5
setup black a1 b1 e1 c2 d2 a3 b3 e3 c4 d4 a5 b5 white c1 d1 a2 b2 e2 c3 d3 a4 b4 e4 c5 d5
play e5
result
