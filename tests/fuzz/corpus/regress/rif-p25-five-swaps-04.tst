1 new rif-p25-five-swaps
#? [.*]
#? []
57 status
#? [P1 white play \(place W4 anywhere\)]
58 play g9
#? []
59 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
60 swap
#? []
61 status
#? [P1 black play \(place B5 anywhere\)]
62 play k8
#? []
63 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
64 stay
#? []
65 status
#? [P2 white play\|pass \(place a white stone\)]
66 history
#? [1\. P1 play h8\n2\. P2 swap\n3\. P1 play h9\n4\. P2 stay\n5\. P2 play j10\n6\. P1 stay\n7\. P1 play g9\n8\. P2 swap\n9\. P1 play k8\n10\. P2 stay]
67 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
68 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
69 ai off
#? []
