new gomoku-standard
setup black c8 d8 e8 g8 h8 white a1 a3 a5 a7 a9
check f8
forbidden
play f8
result
status
