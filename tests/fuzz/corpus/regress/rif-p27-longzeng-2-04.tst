1 new rif-p27-longzeng-2
#? [.*]
#? [\? it is P2's turn, not P1's \(P2 black must offer 2 candidate black stones \(B5\) anywhere\)]
57 offer f6 j6
#? []
58 status
#? [P1 white choose \(choose one of the offered stones: f6 j6\)]
59 P2 choose j6
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: f6 j6\)]
60 choose j6
#? []
61 status
#? [P1 white play\|pass \(place a white stone\)]
62 history
#? [1\. P1 play h8\n2\. P1 play a15\n3\. P1 play o1\n4\. P2 swap\n5\. P1 play g7\n6\. P2 offer f6 j6\n7\. P1 choose j6]
63 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
64 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
65 ai off
#? []
