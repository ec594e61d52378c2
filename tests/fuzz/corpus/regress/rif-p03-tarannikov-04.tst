1 new rif-p03-tarannikov
#? [.*]
#? []
57 board
#? [.*\n12  \. \. \. \. \. \. \. \. \. \. \.\[X\]\. \. \. 12\n.*]
58 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
59 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
60 play g7
#? [? play is not expected now: P2 white must swap colours or stay white]
61 stay
#? []
62 status
#? [P2 white play\|pass \(place a white stone\)]
63 undo
#? []
64 swap
#? []
65 status
#? [P1 white play\|pass \(place a white stone\)]
66 history
#? [1\. P1 play h8\n2\. P2 swap\n3\. P1 play i9\n4\. P2 stay\n5\. P2 play h10\n6\. P1 swap\n7\. P2 play e5\n8\. P1 stay\n9\. P1 play l12\n10\. P2 swap]
67 undo
#? []
68 undo
#? []
69 undo
#? []
70 status
