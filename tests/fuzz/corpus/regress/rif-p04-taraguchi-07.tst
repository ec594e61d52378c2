1 new rif-p04-taraguchi
#? [.*]
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
101 stay
#? []
102 status
#? [P1 white play\|pass \(place a white stone\)]
103 undo
#? []
104 swap
#? []
105 status
#? [P2 white play\|pass \(place a white stone\)]
106 history
#? [(.*\n)*7\. P1 play h11\n8\. P2 stay\n9\. P2 play l12\n10\. P1 swap]
107 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
108 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
109 ai off
#? []
