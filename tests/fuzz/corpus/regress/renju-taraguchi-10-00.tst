1 new renju-taraguchi-10
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 play h7
#? [? B1 must be at the centre]
5 P1 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 P1 play h8
#? []
7 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
8 P1 stay
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
9 P2 play h9
#? [? play is not expected now: P2 white must swap colours or stay white]
10 P2 stay
#? []
11 status
#? [P2 white play \(place W2 in the central 3x3\)]
12 P1 play h9
#? [? it is P2's turn, not P1's \(P2 white must place W2 in the central 3x3\)]
13 P2 play h10
#? [? W2 must be in the central 3x3]
14 P2 play h9
