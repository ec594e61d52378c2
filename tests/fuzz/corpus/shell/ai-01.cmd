new gomoku-freestyle
setup black h8 h9 h10 h11 a15 white a1 c1 e1 g1
pass
go
ai white
play b14
status
