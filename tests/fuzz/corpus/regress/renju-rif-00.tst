1 new renju-rif
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 play h9
#? [? B1 must be at the centre]
5 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 P1 play h8
#? []
7 status
#? [P1 black play \(place W2 in the central 3x3\)]
8 P2 play h9
#? [? it is P1's turn, not P2's \(P1 black must place W2 in the central 3x3\)]
9 P1 play h10
#? [? W2 must be in the central 3x3]
10 P1 play j10
#? [? W2 must be in the central 3x3]
11 opening
#? [? no opening on the board.*]
12 P1 play h9
#? []
13 status
#? [P1 black play \(place B3 in the central 5x5\)]
14 P1 play k11
