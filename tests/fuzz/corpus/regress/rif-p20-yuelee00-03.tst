28 new rif-p20-yuelee00 seed=1
#? []
29 play h8
#? []
30 stay
#? []
31 status
#? [P2 white play \(place W4 in the central 7x7\)]
32 P1 play k11
#? [\? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
33 play l12
#? [\? W4 must be in the central 7x7]
34 play i8
#? [\? i8 is occupied]
35 play k11
#? []
36 status
#? [P1 black play \(place B5 anywhere\)]
37 P2 play a1
#? [\? it is P1's turn, not P2's \(P1 black must place B5 anywhere\)]
38 play k11
#? [\? k11 is occupied]
39 play a1
#? []
40 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
41 P1 swap
