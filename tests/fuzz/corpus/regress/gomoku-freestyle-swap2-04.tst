1 new gomoku-freestyle-swap2
#? [.*]
#? []
57 status
#? [P1 white play\|pass \(place a white stone\)]
58 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j10\n4\. P2 play h7\n5\. P2 play g9\n6\. P1 swap]
59 P2 play o1
#? [? it is P1's turn, not P2's \(P1 white must place a white stone\)]
60 P1 play o1
#? []
61 status
#? [P2 black play\|pass \(place a black stone\)]
62 undo
#? []
63 undo
#? []
64 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
65 redo
#? []
66 status
#? [P1 white play\|pass \(place a white stone\)]
67 undo
#? []
68 P1 stay
#? []
69 status
#? [P2 white play\|pass \(place a white stone\)]
70 history
