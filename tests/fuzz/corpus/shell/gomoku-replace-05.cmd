new gomoku-replace
setup black o15 white a1 b1 c1 d1
pass
play e1
status
choose o15
status
