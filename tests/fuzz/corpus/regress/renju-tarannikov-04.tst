1 new renju-tarannikov
#? [.*]
#? []
57 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
58 redo
#? []
59 status
#? [P1 white play\|pass \(place a white stone\)]
60 undo
#? []
61 undo
#? []
62 undo
#? []
63 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
64 P1 swap
#? []
65 redo
#? [? nothing to redo]
66 status
#? [P2 black play \(place B5 in the central 9x9\)]
67 P1 play d4
#? [? it is P2's turn, not P1's \(P2 black must place B5 in the central 9x9\)]
68 P2 play d4
#? []
69 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
70 P1 stay
