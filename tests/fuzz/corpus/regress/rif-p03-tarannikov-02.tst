1 new rif-p03-tarannikov
#? [.*]
#? [P2 black play \(place B3 in the central 5x5\)]
29 P1 play j10
#? [? it is P2's turn, not P1's \(P2 black must place B3 in the central 5x5\)]
30 play k11
#? [? B3 must be in the central 5x5]
31 play h10
#? []
32 opening
#? [I3 Kosei 恒星]
33 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
34 P2 swap
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
35 play k11
#? [? play is not expected now: P1 white must swap colours or stay white]
36 stay
#? []
37 status
#? [P1 white play \(place W4 in the central 7x7\)]
38 undo
#? []
39 swap
#? []
40 status
#? [P2 white play \(place W4 in the central 7x7\)]
41 P1 play k11
#? [? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
42 play l12
