1 new rif-p16-lijing
#? [.*]
#? []
99 choose g12
#? []
100 status
#? [P1 white play\|pass \(place a white stone\)]
101 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 stay\n5\. P2 offer h11 h6\n6\. P1 swap\n7\. P2 offer g12 i11\n8\. P1 choose h6\n9\. P1 choose g12]
102 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
103 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
104 ai off
#? []
