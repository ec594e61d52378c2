1 new gomoku-long-pro
#? [.*]
#? []
29 status
#? [P1 black play\|pass \(place a black stone\)]
30 P1 play h4
#? []
31 result
#? [ongoing]
32 play n11 h5 c2 h6 m14
#? []
33 P1 play h7
#? []
34 result
#? [black wins \(five\)]
35 P2 play a3
#? [? the game is over: black wins \(five\)]
