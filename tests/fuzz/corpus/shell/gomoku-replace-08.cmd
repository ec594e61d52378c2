new gomoku-replace white_stones=2
setup black o15 white a1 b1 c1 d1
pass
play e1
choose o15
result
