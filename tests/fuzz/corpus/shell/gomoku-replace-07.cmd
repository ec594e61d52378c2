new gomoku-replace black_stones=2
setup black a1 b1 c1 d1 white h8
play e1
result
choose h8
result
