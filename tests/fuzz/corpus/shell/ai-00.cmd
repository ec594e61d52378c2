new gomoku-freestyle
setup black h8 h9 h10 h11 white a1 a2 a3 a4
go
result
new gomoku-freestyle
setup black a1 c1 e1 g1 b15 white h8 h9 h10 h11
pass
go
