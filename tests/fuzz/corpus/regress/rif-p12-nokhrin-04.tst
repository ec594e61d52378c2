1 new rif-p12-nokhrin
#? [.*]
#? [(.*\n)*6\. P2 move g7 g6\n7\. P1 play a1]
57 undo
#? []
58 status
#? [P1 black play\|stay\|move \(.*\)]
59 stay
#? []
60 status
#? [P2 white play\|pass \(place a white stone\)]
61 history
#? [(.*\n)*6\. P2 move g7 g6\n7\. P1 stay]
62 undo
#? []
63 move f6 f10
#? []
64 board
#? [.*\n10  \. \. \. \. \.\[O\]\. \. \. X .*\n.*\n.*\n.*\n 6  \. \. \. \. \. \. X \. .*]
65 status
#? [P2 white play\|swap \(play W6, or swap \(taking black\)\)]
66 P1 play a1
#? [? it is P2's turn, not P1's.*]
67 move j10 j9
#? [? move is not expected now: P2 must choose play W6, or swap \(taking black\)]
68 stay
#? [? stay is not expected now: P2 must choose play W6, or swap \(taking black\)]
69 play a1
#? []
70 status
