1 new gomoku-one-swap
#? [.*]
#? []
29 status
#? [P2 white play\|pass \(place a white stone\)]
30 redo
#? [? nothing to redo]
31 history
#? [1\. P1 play e5\n2\. P2 stay]
32 P1 play f6
#? [? it is P2's turn, not P1's \(P2 white must place a white stone\)]
33 P2 play f6
#? []
34 status
#? [P1 black play\|pass \(place a black stone\)]
35 play e7 a15 e8 b15 e9 c15 e10 o1
#? []
36 result
#? [ongoing]
37 P1 play e6
#? []
38 result
#? [black wins \(five\)]
39 status
#? [over: black wins \(five\)]
