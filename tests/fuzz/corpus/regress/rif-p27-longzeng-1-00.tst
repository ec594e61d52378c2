1 new rif-p27-longzeng-1
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play i9
#? [\? B1 must be at the centre]
5 play h8
#? []
6 status
#? [P1 black play \(place W2 in the central 3x3\)]
7 P2 play h9
#? [\? it is P1's turn, not P2's \(P1 black must place W2 in the central 3x3\)]
8 play j10
#? [\? W2 must be in the central 3x3]
9 play h9
#? []
10 status
#? [P1 black play \(place B3 anywhere\)]
11 play h9
#? [\? h9 is occupied]
12 play h13
#? []
13 opening
#? [\? the first three stones are not one of the 52 openings]
14 board
