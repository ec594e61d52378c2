1 new rif-p17-yamaguchi-b
#? [.*]
#? [P1 white play\|pass \(place a white stone\)]
77 board
#? [.*\n 7  \. \. \. \. \. \. \.\[X\]\. .*]
78 history
#? [1\. P1 play h8\n2\. P2 play i9\n3\. P1 play j11\n4\. P1 declare 1\n5\. P2 swap\n6\. P1 play h12\n7\. P2 offer h7]
79 undo
#? []
80 status
#? [P2 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
81 board
#? [!.*\n 7  \. \. \. \. \. \. \.[ \[]X.*]
82 redo
#? []
83 status
#? [P1 white play\|pass \(place a white stone\)]
84 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
85 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
86 ai off
#? []
