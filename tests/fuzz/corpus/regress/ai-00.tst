1 new gomoku-freestyle
#? []
2 setup black h8 h9 h10 h11 white a1 a2 a3 a4
#? []
3 go
#? [play h(7|12)]
4 result
#? [black wins \(five\)]
5 new gomoku-freestyle
#? []
6 setup black a1 c1 e1 g1 b15 white h8 h9 h10 h11
#? []
7 pass
#? []
8 go
#? [play h(7|12)]
