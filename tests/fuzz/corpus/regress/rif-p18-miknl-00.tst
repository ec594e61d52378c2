1 new rif-p18-miknl
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play g7
#? [\? B1 must be at the centre]
5 play h8
#? []
6 status
#? [P1 black play \(place W2 in the central 3x3\)]
7 P2 play i9
#? [\? it is P1's turn, not P2's \(P1 black must place W2 in the central 3x3\)]
8 play j10
#? [\? W2 must be in the central 3x3]
9 play i9
#? []
10 opening
#? [\? no opening on the board \(it needs B1, W2 and B3\)]
11 status
#? [P2 white play \(place B3 in the central 5x5\)]
12 P1 play j9
#? [\? it is P2's turn, not P1's \(P2 white must place B3 in the central 5x5\)]
13 swap
#? [\? swap is not expected now: P2 white must place B3 in the central 5x5]
14 play k11
