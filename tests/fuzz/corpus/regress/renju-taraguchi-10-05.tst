1 new renju-taraguchi-10
#? [.*]
#? []
71 undo
#? []
72 status
#? [P2 black swap\|stay\|offer .*]
73 board
#? [!.*\*.*]
74 P2 swap
#? []
75 status
#? [P1 black play \(place B5 in the central 9x9\)]
76 P2 play d4
#? [? it is P1's turn, not P2's \(P1 black must place B5 in the central 9x9\)]
77 P1 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2
#? [? offer is not expected now: .*]
78 P1 play m13
#? [? B5 must be in the central 9x9]
79 P1 play l3
#? [? B5 must be in the central 9x9]
80 P1 play d4
#? []
81 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
82 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
83 P2 play a1
#? [? play is not expected now: P2 white must swap colours or stay white]
84 P2 stay
