1 new gomoku-swap
#? [.*]
#? [P1 black play\|pass \(place a black stone\)]
43 P1 play g8
#? []
44 status
#? [P2 white play\|pass \(place a white stone\)]
45 play c15 d8 d15 e8 e15 i8
#? []
46 result
#? [ongoing]
47 P2 play a13
#? []
48 P1 play f8
#? []
49 result
#? [ongoing]
50 status
#? [P2 white play\|pass \(place a white stone\)]
51 P2 play f15
#? []
52 P1 play m1
#? []
53 P2 play g15
#? []
54 result
#? [white wins \(five\)]
55 status
#? [over: white wins \(five\)]
