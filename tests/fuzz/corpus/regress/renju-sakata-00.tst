1 new renju-sakata
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 play g7
#? [? B1 must be at the centre]
5 P1 swap
#? [? swap is not expected now: .*]
6 P1 play h8
#? []
7 P1 play g6
#? [? W2 must be in the central 3x3]
8 P2 play i9
#? [? it is P1's turn, not P2's \(P1 black must place W2 in the central 3x3\)]
9 P1 play i9
#? []
10 P1 play k10
#? [? B3 must be in the central 5x5]
11 P1 play j10
#? []
12 opening
#? [I1 Chosei 长星]
13 status
#? [P2 white play \(place W4 in the central 7x7\)]
14 P1 play e11
