1 new rif-p04-taraguchi
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play g8
#? [? B1 must be at the centre]
5 offer a1 a2 a3 a4 a5
#? [? offer is not expected now: P1 black must place B1 at the centre]
6 play h8
#? []
7 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
8 P1 stay
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
9 play h9
#? [? play is not expected now: P2 white must swap colours or stay white]
10 swap
#? []
11 status
#? [P1 white play \(place W2 in the central 3x3\)]
12 undo
#? []
13 stay
#? []
14 status
