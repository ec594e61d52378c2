1 new rif-p20-yuelee00 seed=2
#? [.*]
#? [P1 white play\|pass \(place a white stone\)]
78 history
#? [1\. P1 play h8 \(dice 1/2 1/13\)\n2\. P2 swap\n3\. P1 play g10\n4\. P2 play g7\n5\. P1 stay]
79 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
80 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
81 ai off
#? []
