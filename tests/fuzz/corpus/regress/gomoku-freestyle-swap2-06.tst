80 new gomoku-freestyle-swap2
#? []
81 play h8 i9 j10
#? []
82 P2 swap
#? []
83 status
#? [P1 white play\|pass \(place a white stone\)]
84 play a15 c3 b15 d3 c15 e3 d15 m1
#? []
85 result
#? [ongoing]
86 P1 play e15
#? []
87 result
#? [white wins \(five\)]
