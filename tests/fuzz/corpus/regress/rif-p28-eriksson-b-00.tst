1 new rif-p28-eriksson-b
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
#? [P2 white play \(place W2 in the central 3x3\)]
7 P1 play h9
#? [\? it is P2's turn, not P1's \(P2 white must place W2 in the central 3x3\)]
8 play h10
#? [\? W2 must be in the central 3x3]
9 play h9
#? []
10 status
#? [P1 black play \(place B3 in the central 5x5\)]
11 P2 play h10
#? [\? it is P1's turn, not P2's \(P1 black must place B3 in the central 5x5\)]
12 play k11
#? [\? B3 must be in the central 5x5]
13 play h10 h12
#? [? W4 must be in the central 7x7]
14 play h10
