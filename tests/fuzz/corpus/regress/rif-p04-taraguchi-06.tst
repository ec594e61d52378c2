1 new rif-p04-taraguchi
#? [.*]
#? []
87 undo
#? []
88 undo
#? []
89 undo
#? []
90 undo
#? []
91 undo
#? []
92 status
#? [P2 black swap\|stay\|offer \(.*\)]
93 stay
#? []
94 status
#? [P2 black play \(place B5 in the central 9x9\)]
95 offer g7 g6 g5 g4 a15
#? [? offer is not expected now: P2 black must place B5 in the central 9x9]
96 P1 play g7
#? [? it is P2's turn, not P1's \(P2 black must place B5 in the central 9x9\)]
97 play m13
#? [? B5 must be in the central 9x9]
98 play l12
#? []
99 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
100 P2 swap
