1 new rif-p15-xia
#? [.*]
#? []
15 status
#? [P2 white play \(place W4 anywhere\)]
16 undo
#? []
17 swap
#? []
18 status
#? [P1 white play \(place W4 anywhere\)]
19 P2 play i13
#? [? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
20 play i11
#? [? i11 is occupied]
21 play r1
#? [? r1 is off the board \(columns a\.\.q, rows 1\.\.17\)]
22 play i13
#? []
23 status
#? [P1 white declare \(declare a number from 1 to 9\)]
24 P2 declare 2
#? [? it is P1's turn, not P2's \(P1 white must declare a number from 1 to 9\)]
25 declare 0
#? [? declare a number from 1 to 9, not 0]
26 declare 10
#? [? declare a number from 1 to 9, not 10]
27 swap
#? [? swap is not expected now: P1 white must declare a number from 1 to 9]
28 declare 2
