1 new rif-p13-wang
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
#? [P2 white declare \(declare a number from 1 to 12\)]
22 P1 declare 2
#? [? it is P2's turn, not P1's \(P2 white must declare a number from 1 to 12\)]
23 declare 0
#? [? declare a number from 1 to 12, not 0]
24 declare 13
#? [? declare a number from 1 to 12, not 13]
25 swap
#? [? swap is not expected now: P2 white must declare a number from 1 to 12]
26 offer g7 g5
#? [? offer is not expected now: P2 white must declare a number from 1 to 12]
27 declare 2
#? []
28 status
