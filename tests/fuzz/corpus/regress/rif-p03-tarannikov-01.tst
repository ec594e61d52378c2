1 new rif-p03-tarannikov
#? [.*]
#? [P2 white swap\|stay \(swap colours or stay white\)]
15 swap
#? []
16 status
#? [P1 white play \(place W2 in the central 3x3\)]
17 P2 play h9
#? [? it is P1's turn, not P2's \(P1 white must place W2 in the central 3x3\)]
18 play h10
#? [? W2 must be in the central 3x3]
19 play h8
#? [? h8 is occupied]
20 stay
#? [? stay is not expected now: P1 white must place W2 in the central 3x3]
21 play i9
#? []
22 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
23 P1 stay
#? [? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
24 swap
#? []
25 status
#? [P1 black play \(place B3 in the central 5x5\)]
26 undo
#? []
27 stay
#? []
28 status
