1 new rif-p09-yamaguchi-52
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play g7
#? [? B1 must be at the centre]
5 play h8 h11
#? [? W2 must be in the central 3x3]
6 play h8 h9 l12
#? [? B3 must be in the central 7x7]
7 play h8 h9 a1
#? [? B3 must be in the central 7x7]
8 status
#? [P1 black play \(place B1 at the centre\)]
9 play h8 h9
#? []
10 status
#? [P1 black play \(place B3 in the central 7x7\)]
11 declare 3
#? [? declare is not expected now: P1 black must place B3 in the central 7x7]
12 play h11
#? []
13 opening
#? [D[0-9]+ .*one of the 52, not of the 26.*]
14 status
