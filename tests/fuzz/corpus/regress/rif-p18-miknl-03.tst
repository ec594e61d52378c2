1 new rif-p18-miknl
#? [.*]
#? []
43 status
#? [P1 white play\|pass \(place a white stone\)]
44 undo
#? []
45 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
46 redo
#? []
47 status
#? [P1 white play\|pass \(place a white stone\)]
48 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P2 play j9\n4\. P2 play k11\n5\. P1 stay\n6\. P1 play g10\n7\. P2 swap]
49 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
50 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
51 result
#? [ongoing]
52 play e2
#? []
53 result
#? [black wins \(five\)]
54 status
#? [over: black wins \(five\)]
