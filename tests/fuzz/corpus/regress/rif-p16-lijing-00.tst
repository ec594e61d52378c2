1 new rif-p16-lijing
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h9
#? [\? B1 must be at the centre]
5 play h8
#? []
6 status
#? [P1 black play \(place W2 in the central 3x3\)]
7 play j11
#? [\? W2 must be in the central 3x3]
8 P2 play h9
#? [\? it is P1's turn, not P2's \(P1 black must place W2 in the central 3x3\)]
9 play h9
#? []
10 status
#? [P1 black play \(place B3 in the central 5x5\)]
11 play l12
#? [\? B3 must be in the central 5x5]
12 play j10
#? []
13 opening
#? [D3 Sosei 疏星]
14 status
