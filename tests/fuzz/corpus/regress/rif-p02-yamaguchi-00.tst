1 new rif-p02-yamaguchi
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play a1
#? [? B1 must be at the centre]
5 play h8 j10
#? [? W2 must be in the central 3x3]
6 play h8 h9 k11
#? [? B3 must be in the central 5x5]
7 status
#? [P1 black play \(place B1 at the centre\)]
8 declare 2
#? [? declare is not expected now: P1 black must place B1 at the centre]
9 play h8 h9 h10
#? []
10 opening
#? [D1 Kansei 寒星]
11 status
#? [P1 black declare \(declare a number from 1 to 12\)]
12 P2 declare 2
#? [? it is P1's turn, not P2's \(P1 black must declare a number from 1 to 12\)]
13 declare 0
#? [? declare a number from 1 to 12, not 0]
14 declare 13
