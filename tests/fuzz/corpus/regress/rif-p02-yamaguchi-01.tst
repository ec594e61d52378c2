1 new rif-p02-yamaguchi
#? [.*]
#? [? declare a number from 1 to 12, not 13]
15 swap
#? [? swap is not expected now: P1 black must declare a number from 1 to 12]
16 play a1
#? [? play is not expected now: P1 black must declare a number from 1 to 12]
17 declare 2
#? []
18 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P1 declare 2]
19 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
20 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
21 play h11
#? [? play is not expected now: P2 white must swap colours or stay white]
22 declare 3
#? [? declare is not expected now: P2 white must swap colours or stay white]
23 undo
#? []
24 status
#? [P1 black declare \(declare a number from 1 to 12\)]
25 redo
#? []
26 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
27 stay
#? []
28 status
