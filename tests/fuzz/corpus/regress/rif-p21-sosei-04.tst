1 new rif-p21-sosei
#? [.*]
#? [\? it is P2's turn, not P1's \(P2 black must place B5 in the central 9x9\)]
57 play k9
#? []
58 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
59 P2 stay
#? [\? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
60 stay
#? []
61 status
#? [P1 white play\|pass \(place a white stone\)]
62 history
#? [1\. P1 play h8\n2\. P2 play i9\n3\. P1 play f6\n4\. P2 swap\n5\. P1 play g9\n6\. P2 play k9\n7\. P1 stay]
63 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
64 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
65 ai off
#? []
