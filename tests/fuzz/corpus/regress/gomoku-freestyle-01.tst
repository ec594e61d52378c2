1 new gomoku-freestyle
#? [.*]
#? [ongoing]
15 redo
#? []
16 result
#? [white wins \(five\)]
17 redo
#? [? nothing to redo]
20 new gomoku-freestyle
#? []
21 setup black a1 a3 a5 a7 a9 c1 white b2 c2 d2 f2 g2
#? []
22 play o15
#? []
23 play e2
#? []
24 result
#? [white wins \(five\)]
