1 new gomoku-standard
#? []
2 setup black c8 d8 e8 g8 h8 white a1 a3 a5 a7 a9
#? []
3 check f8
#? [overline]
4 forbidden
#? []
5 play f8
#? []
6 result
#? [ongoing]
7 status
#? [P2 white play.*]
