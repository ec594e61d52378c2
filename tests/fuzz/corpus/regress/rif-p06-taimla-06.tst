1 new rif-p06-taimla
#? [.*]
#? [P1 black swap\|stay \(swap colours or stay black\)]
83 P2 stay
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
84 swap
#? []
85 status
#? [P2 black play \(place B3 in the central 5x5\)]
86 undo
#? []
87 stay
#? []
88 status
#? [P1 black play \(place B3 in the central 5x5\)]
89 P2 play h10
#? [? it is P1's turn, not P2's \(P1 black must place B3 in the central 5x5\)]
90 play h11
#? [? B3 must be in the central 5x5]
91 play h10
#? []
92 opening
#? [D1 Kansei 寒星]
93 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
94 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
95 swap
#? []
96 status
