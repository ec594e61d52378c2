1 new renju-sakata
#? [.*]
#? []
43 P1 swap
#? []
44 redo
#? [? nothing to redo]
45 history
#? [.*\n5\. P2 play d4\n6\. P1 swap]
46 status
#? [P1 white play\|pass \(place a white stone\)]
47 P2 play a2
#? [? it is P1's turn, not P2's \(P1 white must place a white stone\)]
48 P1 play a2
#? []
49 status
#? [P2 black play\|pass \(place a black stone\)]
50 play o15 b2 o13 c2 o11 d2 m15
#? []
51 result
#? [ongoing]
52 P1 play e2
#? []
53 result
#? [white wins \(five\)]
54 status
#? [over: white wins \(five\)]
