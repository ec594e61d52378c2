new gomoku-replace black_stones=1
new gomoku-replace black_stones=2 white_stones=5
status
play a1 o15 a3
result
status
new gomoku-replace black_stones=1
setup black a1 b1 c1 d1 white h8
play e1
result
