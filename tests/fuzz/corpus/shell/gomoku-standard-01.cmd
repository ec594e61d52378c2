new gomoku-standard
play h8 a1 h9 a2 h10 a3 j1 a4 j2
play a5
result
new gomoku-standard
setup black b2 c3 d4 e5 white a2 a3 a4 a5
check f6
play f6
result
undo
undo
