42 new rif-p06-taimla
#? []
43 play h8 h9 j10 a1 o15
#? []
44 opening
#? [D3 Sosei 疏星]
45 status
#? [P2 white play\|swap\|reject \(.*\)]
46 play g7
#? []
47 status
#? [P1 black play\|pass \(place a black stone\)]
48 history
#? [(.*\n)*5\. P1 play o15\n6\. P2 play g7]
49 undo
#? []
50 status
#? [P2 white play\|swap\|reject \(.*\)]
51 redo
#? []
52 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
53 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
54 ai off
#? []
