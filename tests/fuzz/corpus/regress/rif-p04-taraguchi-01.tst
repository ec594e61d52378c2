1 new rif-p04-taraguchi
#? [.*]
#? [P2 white play \(place W2 in the central 3x3\)]
15 P1 play h9
#? [? it is P2's turn, not P1's \(P2 white must place W2 in the central 3x3\)]
16 play g10
#? [? W2 must be in the central 3x3]
17 play h10
#? [? W2 must be in the central 3x3]
18 play h9
#? []
19 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
20 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
21 stay
#? []
22 status
#? [P1 black play \(place B3 in the central 5x5\)]
23 undo
#? []
24 swap
#? []
25 status
#? [P2 black play \(place B3 in the central 5x5\)]
26 P1 play h10
#? [? it is P2's turn, not P1's \(P2 black must place B3 in the central 5x5\)]
27 play h11
#? [? B3 must be in the central 5x5]
28 play h10
