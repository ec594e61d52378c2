1 new renju-claim
#? []
2 claim
#? [? claim is not expected now: .*]
3 play h8
#? []
4 claim
#? [? claim is not expected now: P2 white may play or pass \(place a white stone\)]
10 new renju-claim
#? []
11 setup black f8 g8 h6 h7 white a1 a3
#? []
12 play h8
#? []
13 result
#? [ongoing]
14 status
#? [P2 white play\|pass\|claim .*]
15 claim
#? []
16 result
#? [white wins \(double-three\)]
17 undo
#? []
18 status
#? [P2 white play\|pass\|claim .*]
20 play o15
