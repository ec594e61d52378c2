new gomoku-replace
setup black a1 b1 c1 d1 white h8 h9 h10
check e1
play e1
result
status
play a5
pass
choose a1
choose a9
choose h9
status
play h9
history
