1 new rif-p30-daiyue
#? [.*]
#? [P1 white play\|pass \(place a white stone\)]
57 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j8\n4\. P2 play g7\n5\. P2 offer i7 f9\n6\. P1 swap\n7\. P1 choose i7]
58 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
59 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
60 ai off
#? []
