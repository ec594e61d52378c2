1 new rif-p09-yamaguchi-52
#? [.*]
#? [P1 black declare \(declare a number from 1 to 12\)]
15 P2 declare 2
#? [? it is P1's turn, not P2's \(P1 black must declare a number from 1 to 12\)]
16 declare 0
#? [? declare a number from 1 to 12, not 0]
17 declare 13
#? [? declare a number from 1 to 12, not 13]
18 swap
#? [? swap is not expected now: P1 black must declare a number from 1 to 12]
19 declare 2
#? []
20 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
21 P1 stay
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
22 play h12
#? [? play is not expected now: P2 white must swap colours or stay white]
23 swap
#? []
24 status
#? [P1 white play \(place W4 anywhere\)]
25 undo
#? []
26 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
27 undo
#? []
28 status
