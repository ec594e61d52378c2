1 new rif-p14-shanghai-b
#? [.*]
#? []
15 stay
#? []
16 status
#? [P2 white play \(place W4 anywhere\)]
17 P1 play h6
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
18 declare 2
#? [? declare is not expected now: P2 white must place W4 anywhere]
19 play h10
#? [? h10 is occupied]
20 play h6
#? []
21 status
#? [P2 white declare \(declare a number from 1 to 5\)]
22 P1 declare 2
#? [? it is P2's turn, not P1's \(P2 white must declare a number from 1 to 5\)]
23 declare 0
#? [? declare a number from 1 to 5, not 0]
24 declare 6
#? [? declare a number from 1 to 5, not 6]
25 swap
#? [? swap is not expected now: P2 white must declare a number from 1 to 5]
26 offer g7 g5
#? [? offer is not expected now: P2 white must declare a number from 1 to 5]
27 declare 2
#? []
28 status
