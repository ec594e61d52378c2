1 new renju-tarannikov
#? [.*]
#? [P1 white swap\|stay \(swap colours or stay white\)]
29 P2 swap
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
30 P1 play e11
#? [? play is not expected now: P1 white must swap colours or stay white]
31 P1 swap
#? []
32 status
#? [P2 white play \(place W4 in the central 7x7\)]
33 P1 play e11
#? [? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
34 P2 play l12
#? [? W4 must be in the central 7x7]
35 P2 play d8
#? [? W4 must be in the central 7x7]
36 P2 offer e11 k5
#? [? offer is not expected now: .*]
37 P2 play e11
#? []
38 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
39 P2 stay
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
40 P1 play d4
#? [? play is not expected now: P1 black must swap colours or stay black]
41 P1 stay
#? []
42 status
