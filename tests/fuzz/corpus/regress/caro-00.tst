1 new caro
#? []
2 setup black d8 e8 f8 g8 white c8 i8 a1 a2
#? []
3 check h8
#? [legal]
4 play h8
#? []
5 result
#? [ongoing]
6 new caro
#? []
7 setup black d8 e8 f8 g8 white c8 a1 a2
#? []
8 check h8
#? [five]
9 play h8
#? []
10 result
#? [black wins \(five\)]
