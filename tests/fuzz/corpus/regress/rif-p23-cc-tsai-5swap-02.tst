1 new rif-p23-cc-tsai-5swap
#? [.*]
#? [P1 white swap\|stay \(swap colours or stay white\)]
29 P2 swap
#? [\? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
30 swap
#? []
31 status
#? [P2 white play \(place W4 in the central 7x7\)]
32 undo
#? []
33 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
34 redo
#? []
35 status
#? [P2 white play \(place W4 in the central 7x7\)]
36 P1 play f9
#? [\? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
37 play j9
#? [\? j9 is occupied]
38 play f9
#? []
39 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
40 stay
#? []
41 status
#? [P1 black play \(place B5 in the central 7x7\)]
42 P2 play k11
