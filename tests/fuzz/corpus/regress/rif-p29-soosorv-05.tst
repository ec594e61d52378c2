1 new rif-p29-soosorv
#? [.*]
#? []
63 status
#? [P1 white choose \(choose one of the offered stones: i7 f9\)]
64 P2 choose i7
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: i7 f9\)]
65 choose i7
#? []
66 status
#? [P1 white play\|pass \(place a white stone\)]
67 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j8\n4\. P2 swap\n5\. P1 play g7\n6\. P1 declare 2\n7\. P2 stay\n8\. P2 offer i7 f9\n9\. P1 choose i7]
68 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
69 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
70 ai off
#? []
