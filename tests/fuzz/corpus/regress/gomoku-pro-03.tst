1 new gomoku-pro
#? [.*]
#? []
43 result
#? [ongoing]
44 status
#? [P2 white play\|pass \(place a white stone\)]
45 play m2 i9 b5 i10 n11 i11 c2
#? []
46 result
#? [ongoing]
47 P1 play i12
#? []
48 result
#? [black wins \(five\)]
49 status
#? [over: black wins \(five\)]
50 P2 play a2
#? [? the game is over: black wins \(five\)]
51 undo
#? []
52 result
#? [ongoing]
53 redo
#? []
54 result
#? [black wins \(five\)]
