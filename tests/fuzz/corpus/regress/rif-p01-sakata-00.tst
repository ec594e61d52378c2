1 new rif-p01-sakata
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h7 h9 j10
#? [? B1 must be at the centre]
5 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 play h8
#? []
7 status
#? [P1 black play \(place W2 in the central 3x3\)]
8 play h10
#? [? W2 must be in the central 3x3]
9 P2 play h9
#? [? it is P1's turn, not P2's.*]
10 play h9
#? []
11 status
#? [P1 black play \(place B3 in the central 5x5\)]
12 play k11
#? [? B3 must be in the central 5x5]
13 play h8
#? [? h8 is occupied]
14 declare 2
