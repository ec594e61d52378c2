1 new rif-p12-nokhrin
#? [.*]
#? [P1 black play\|pass \(place a black stone\)]
71 undo
#? []
72 swap
#? []
73 status
#? [P1 white play\|pass \(place a white stone\)]
74 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play j10\n4\. P2 play f6\n5\. P1 play g7\n6\. P2 move g7 g6\n7\. P1 move f6 f10\n8\. P2 swap]
75 undo
#? []
76 undo
#? []
77 status
#? [P1 black play\|stay\|move \(.*\)]
78 board
#? [.*\n10  \. \. \. \. \. \. \. \. \. X .*\n.*\n.*\n.*\n 6  \. \. \. \. \. O\[X\]\. .*]
79 redo
#? []
80 redo
#? []
81 status
#? [P1 white play\|pass \(place a white stone\)]
82 save wuzi-regress-rif-p12-nokhrin.wuzi
#? []
