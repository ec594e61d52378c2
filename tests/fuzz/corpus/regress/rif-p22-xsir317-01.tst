1 new rif-p22-xsir317
#? [.*]
#? [\? offer 1 to 2 stones, not 3]
15 offer j10
#? [\? j10 is occupied]
16 offer i10 i10
#? [\? i10 is offered twice]
17 declare 1
#? [\? declare is not expected now: P2 white must offer 1 to 2 candidate white stones anywhere]
18 play i10
#? [\? play is not expected now: P2 white must offer 1 to 2 candidate white stones anywhere]
19 offer i10
#? []
20 board
#? [.*\n10  \. \. \. \. \. \. \. \. \*\[X\]\. .*]
21 status
#? [P2 white declare \(declare a number from 1 to 3\)]
22 P1 declare 1
#? [\? it is P2's turn, not P1's \(P2 white must declare a number from 1 to 3\)]
23 declare 0
#? [\? declare a number from 1 to 3, not 0]
24 declare 4
#? [\? declare a number from 1 to 3, not 4]
25 offer g7
#? [\? offer is not expected now: P2 white must declare a number from 1 to 3]
26 declare 1
#? []
27 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
28 P2 stay
