1 new rif-p11-nadezhdin
#? [.*]
#? [P2 black play \(place B5 in the central 9x9\)]
29 P1 play l12
#? [? it is P2's turn, not P1's \(P2 black must place B5 in the central 9x9\)]
30 play m13
#? [? B5 must be in the central 9x9]
31 play h13
#? [? B5 must be in the central 9x9]
32 offer l12 d4
#? [? offer is not expected now: P2 black must place B5 in the central 9x9]
33 play l12
#? []
34 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
35 P2 stay
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
36 play g7
#? [? play is not expected now: P1 white must swap colours or stay white]
37 swap
#? []
38 status
#? [P2 white play\|pass \(place a white stone\)]
39 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play i7\n4\. P2 stay\n5\. P2 play e5\n6\. P1 swap\n7\. P2 play l12\n8\. P1 swap]
40 undo
#? []
41 undo
#? []
42 undo
