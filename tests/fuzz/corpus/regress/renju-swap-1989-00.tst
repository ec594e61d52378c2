1 new renju-swap-1989
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 play g8
#? [? B1 must be at the centre]
5 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 P1 play h8
#? []
7 status
#? [P2 white play \(place W2 in the central 3x3\)]
8 P1 play h9
#? [? it is P2's turn, not P1's \(P2 white must place W2 in the central 3x3\)]
9 P2 play h10
#? [? W2 must be in the central 3x3]
10 P2 play j10
#? [? W2 must be in the central 3x3]
11 P2 play h8
#? [? h8 is occupied]
12 P2 stay
#? [? stay is not expected now: .*]
13 P2 play h9
#? []
14 status
