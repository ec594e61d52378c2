64 new rif-p20-yuelee00 seed=2
#? []
65 play h8
#? []
66 opening
#? [D1 Kansei 寒星]
67 swap
#? []
68 status
#? [P1 white play \(place W4 in the central 7x7\)]
69 P2 play g10
#? [\? it is P1's turn, not P2's \(P1 white must place W4 in the central 7x7\)]
70 play g10
#? []
71 status
#? [P2 black play \(place B5 anywhere\)]
72 P1 play g7
#? [\? it is P2's turn, not P1's \(P2 black must place B5 anywhere\)]
73 play g7
#? []
74 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
75 P2 stay
#? [\? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
76 stay
#? []
77 status
