40 new rif-p10-karepa
#? []
41 play h8 i9 h9
#? []
42 stay
#? []
43 status
#? [P2 white play\|pass \(place a white stone\)]
44 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play h9\n4\. P2 stay]
45 undo
#? []
46 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
47 redo
#? []
48 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
49 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
