1 new renju-yamaguchi
#? [.*]
#? [? declare a number from 1 to 12, not 0]
15 P1 declare 13
#? [? declare a number from 1 to 12, not 13]
16 P1 declare x
#? [? declare takes a number]
17 P1 declare 3
#? []
18 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P1 declare 3]
19 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
20 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
21 P2 declare 4
#? [? declare is not expected now: P2 white must swap colours or stay white]
22 P2 play h11
#? [? play is not expected now: .*]
23 P2 stay
#? []
24 status
#? [P2 white play \(place W4 anywhere\)]
25 P1 play h11
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
26 P2 offer g10 j11 k12
#? [? offer is not expected now: .*]
27 P2 play h11
#? []
28 status
