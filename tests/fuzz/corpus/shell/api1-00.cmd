new api1-variant
rules
status
setup black c5 d5 f5 g5 h5 white a1 a2 a3 a4
check e5
forbidden
play e5
setup black c5 d5 f5 g5 white a1 a2 a3 a4
check e5
play e5
result
undo
status
board
