1 new renju-yamaguchi
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 declare 3
#? [? declare is not expected now: P1 black must place B1 at the centre]
5 P1 play h8
#? []
6 P1 play f10
#? [? W2 must be in the central 3x3]
7 P1 play h9
#? []
8 P1 play f11
#? [? B3 must be in the central 5x5]
9 P1 play h10
#? []
10 status
#? [P1 black declare \(declare a number from 1 to 12\)]
11 P2 declare 3
#? [? it is P1's turn, not P2's \(P1 black must declare a number from 1 to 12\)]
12 P1 swap
#? [? swap is not expected now: P1 black must declare a number from 1 to 12]
13 P1 play h11
#? [? play is not expected now: .*]
14 P1 declare 0
