1 new renju-rif
#? [.*]
#? []
93 status
#? [P2 white play\|pass \(place a white stone\)]
94 play f6 a15 e5 a13 d4 a11
#? []
95 result
#? [ongoing]
96 P2 play c3
#? []
97 result
#? [white wins \(five\)]
