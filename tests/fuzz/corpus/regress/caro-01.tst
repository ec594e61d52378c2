11 new caro
#? []
12 setup black a1 a2 a3 a4 white a6 c1 c2
#? []
13 play a5
#? []
14 result
#? [black wins \(five\)]
15 new caro
#? []
16 setup black c8 d8 e8 g8 h8 white a1 a3 a5 a7
#? []
17 check f8
#? [overline]
18 play f8
#? []
19 result
#? [ongoing]
