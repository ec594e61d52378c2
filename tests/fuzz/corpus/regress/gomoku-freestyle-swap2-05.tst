1 new gomoku-freestyle-swap2
#? [.*]
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j10\n4\. P2 play h7\n5\. P2 play g9\n6\. P1 stay]
71 P1 play o1
#? [? it is P2's turn, not P1's \(P2 white must place a white stone\)]
72 P2 play o1
#? []
73 status
#? [P1 black play\|pass \(place a black stone\)]
74 play c3 o3 d3 o5 e3 o7 f3 o9 h3 o11
#? []
75 result
#? [ongoing]
76 P1 play g3
#? []
77 result
#? [black wins \(five\)]
78 status
#? [over: black wins \(five\)]
