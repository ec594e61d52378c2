1 new rif-p04-taraguchi
#? [.*]
#? []
29 opening
#? [D1 Kansei 寒星]
30 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
31 P2 stay
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
32 swap
#? []
33 status
#? [P2 white play \(place W4 in the central 7x7\)]
34 undo
#? []
35 stay
#? []
36 status
#? [P1 white play \(place W4 in the central 7x7\)]
37 P2 play h11
#? [? it is P1's turn, not P2's \(P1 white must place W4 in the central 7x7\)]
38 play h12
#? [? W4 must be in the central 7x7]
39 swap
#? [? swap is not expected now: P1 white must place W4 in the central 7x7]
40 play h11
#? []
41 status
#? [P2 black swap\|stay\|offer \(.*\)]
42 P1 swap
