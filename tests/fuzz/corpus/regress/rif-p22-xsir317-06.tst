1 new rif-p22-xsir317
#? [.*]
#? []
85 status
#? [P2 white choose \(choose one of the offered stones: g12 k4 b2\)]
86 redo
#? []
87 status
#? [P2 white play\|pass \(place a white stone\)]
88 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 swap\n5\. P1 offer h11 h6\n6\. P1 declare 3\n7\. P2 swap\n8\. P1 choose h11\n9\. P1 offer g12 k4 b2\n10\. P2 choose k4]
89 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
90 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
91 ai off
#? []
