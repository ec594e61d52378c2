1 new rif-p03-tarannikov
#? [.*]
#? [? W4 must be in the central 7x7]
43 play e5
#? []
44 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
45 P2 stay
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
46 play l12
#? [? play is not expected now: P1 black must swap colours or stay black]
47 swap
#? []
48 status
#? [P2 black play \(place B5 in the central 9x9\)]
49 undo
#? []
50 stay
#? []
51 status
#? [P1 black play \(place B5 in the central 9x9\)]
52 P2 play l12
#? [? it is P1's turn, not P2's \(P1 black must place B5 in the central 9x9\)]
53 play m13
#? [? B5 must be in the central 9x9]
54 play a1
#? [? B5 must be in the central 9x9]
55 offer l12 d4
#? [? offer is not expected now: P1 black must place B5 in the central 9x9]
56 play l12
