1 new rif-p19-samsone
#? [.*]
#? []
71 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
72 P2 stay
#? [\? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
73 stay
#? []
74 status
#? [P1 white play\|pass \(place a white stone\)]
75 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P2 play g7\n4\. P2 play j8\n5\. P1 swap\n6\. P1 play l11\n7\. P2 play a1\n8\. P2 play b1\n9\. P1 stay]
76 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
77 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
78 ai off
#? []
