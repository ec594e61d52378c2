1 new rif-p06-taimla
#? [.*]
#? [? B1 must be at the centre]
69 reject
#? [? reject is not expected now: P2 black must place B1 at the centre]
70 play h8
#? []
71 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
72 P2 swap
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
73 reject
#? [? reject is not expected now: P1 white must swap colours or stay white]
74 stay
#? []
75 status
#? [P1 white play \(place W2 in the central 3x3\)]
76 undo
#? []
77 swap
#? []
78 status
#? [P2 white play \(place W2 in the central 3x3\)]
79 P1 play h9
#? [? it is P2's turn, not P1's \(P2 white must place W2 in the central 3x3\)]
80 play h10
#? [? W2 must be in the central 3x3]
81 play h9
#? []
82 status
