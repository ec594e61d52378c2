9 new gomoku-freestyle
#? []
10 setup black h8 h9 h10 h11 a15 white a1 c1 e1 g1
#? []
11 pass
#? []
12 go
#? [play h(7|12)]
13 ai white
#? []
14 play b14
#? [P2 \(simple\) played h(7|12)]
15 status
#? [P1 black .*]
