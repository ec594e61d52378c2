8 new gomoku-standard
#? []
9 play h8 a1 h9 a2 h10 a3 j1 a4 j2
#? []
10 play a5
#? []
11 result
#? [white wins \(five\)]
12 new gomoku-standard
#? []
13 setup black b2 c3 d4 e5 white a2 a3 a4 a5
#? []
14 check f6
#? [five]
15 play f6
#? []
16 result
#? [black wins \(five\)]
17 undo
#? []
18 undo
#? [? nothing to undo]
