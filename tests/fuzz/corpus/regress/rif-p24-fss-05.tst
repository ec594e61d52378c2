1 new rif-p24-fss
#? [.*]
#? []
64 status
#? [P1 white choose \(choose one of the offered stones: g10 k5 a1 o15\)]
65 P2 choose o15
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: g10 k5 a1 o15\)]
66 choose o1
#? [\? o1 was not offered]
67 choose o15
#? []
68 status
#? [P1 white play\|pass \(place a white stone\)]
69 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h11\n4\. P2 play h12\n5\. P2 declare 4\n6\. P1 swap\n7\. P2 offer g10 k5 a1 o15\n8\. P1 choose o15]
70 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
71 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
72 ai off
#? []
