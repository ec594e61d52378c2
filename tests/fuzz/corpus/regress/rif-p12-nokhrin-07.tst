1 new rif-p12-nokhrin
#? [.*]
#? []
97 result
#? [white wins \(five\)]
98 new rif-p12-nokhrin
#? []
99 play h8 h9 j10 f6 g7
#? []
100 move j10 j9
#? []
101 status
#? [P1 black play\|stay\|move \(.*\)]
102 move j9 j10
#? [? stone 3 has moved already]
103 move g7 h7
#? []
104 board
#? [.*\n 9  \. \. \. \. \. \. \. O \. X .*\n 8  \. \. \. \. \. \. \. X .*\n 7  \. \. \. \. \. \. \.\[X\]\. .*]
105 status
#? [P2 white play\|swap \(.*\)]
106 play l5
#? []
107 status
#? [P1 black play\|pass \(place a black stone\)]
108 history
#? [(.*\n)*5\. P1 play g7\n6\. P2 move j10 j9\n7\. P1 move g7 h7\n8\. P2 play l5]
109 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
110 result
