1 new rif-p21-sosei
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play g8
#? [\? B1 must be at the centre]
5 play h8
#? []
6 status
#? [P2 white play \(place W2 in the central 5x5\)]
7 P1 play j10
#? [\? it is P2's turn, not P1's \(P2 white must place W2 in the central 5x5\)]
8 play k11
#? [\? W2 must be in the central 5x5]
9 swap
#? [\? swap is not expected now: P2 white must place W2 in the central 5x5]
10 play j10
#? []
11 status
#? [P1 black play \(place B3 in the central 9x9\)]
12 P2 play l12
#? [\? it is P1's turn, not P2's \(P1 black must place B3 in the central 9x9\)]
13 play m13
#? [\? B3 must be in the central 9x9]
14 play h8
