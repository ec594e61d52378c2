1 new rif-p23-cc-tsai-5swap
#? [.*]
#? [P2 black swap\|stay \(swap colours or stay black\)]
69 swap
#? []
70 status
#? [P1 black play \(place B5 in the central 7x7\)]
71 play k8
#? []
72 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
73 stay
#? []
74 status
#? [P2 white play\|pass \(place a white stone\)]
75 history
#? [1\. P1 play h8\n2\. P2 stay\n3\. P2 play h9\n4\. P1 swap\n5\. P2 play j10\n6\. P1 stay\n7\. P1 play g9\n8\. P2 swap\n9\. P1 play k8\n10\. P2 stay]
76 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
77 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
78 ai off
#? []
