1 new rif-p28-eriksson-b
#? [.*]
#? []
15 opening
#? [D1 Kansei 寒星]
16 status
#? [P1 black play \(place W4 in the central 7x7\)]
17 P2 play h11
#? [\? it is P1's turn, not P2's \(P1 black must place W4 in the central 7x7\)]
18 play l8
#? [\? W4 must be in the central 7x7]
19 play h11
#? []
20 status
#? [P1 black declare \(declare a number from 1 to 3\)]
21 P2 declare 2
#? [\? it is P1's turn, not P2's \(P1 black must declare a number from 1 to 3\)]
22 declare 0
#? [\? declare a number from 1 to 3, not 0]
23 declare 4
#? [\? declare a number from 1 to 3, not 4]
24 swap
#? [\? swap is not expected now: P1 black must declare a number from 1 to 3]
25 declare 2
#? []
26 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
27 undo
#? []
28 status
