1 new rif-p26-eriksson
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 h9 h10
#? []
5 opening
#? [D1 Kansei 寒星]
6 status
#? [P1 black play \(place W4 in the central 7x7\)]
7 P2 play h11
#? [\? it is P1's turn, not P2's \(P1 black must place W4 in the central 7x7\)]
8 declare 3
#? [\? declare is not expected now: P1 black must place W4 in the central 7x7]
9 play l12
#? [\? W4 must be in the central 7x7]
10 play h10
#? [\? h10 is occupied]
11 play h11
#? []
12 status
#? [P1 black declare \(declare a number from 1 to 3\)]
13 P2 declare 3
#? [\? it is P1's turn, not P2's \(P1 black must declare a number from 1 to 3\)]
14 declare 0
