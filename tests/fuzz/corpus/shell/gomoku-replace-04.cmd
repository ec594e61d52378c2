new gomoku-replace
setup black a1 b1 c1 d1 e1 white h8
check f1
play f1
status
new gomoku-replace
setup black a1 b1 c1 d1
play e1
status
