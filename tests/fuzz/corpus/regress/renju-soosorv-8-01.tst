1 new renju-soosorv-8
#? [.*]
#? [P1 white play \(place W4 anywhere\)]
15 P2 play h11
#? [? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
16 P1 declare 3
#? [? declare is not expected now: P1 white must place W4 anywhere]
17 P1 play h11
#? []
18 status
#? [P1 white declare \(declare a number from 1 to 8\)]
19 P2 declare 3
#? [? it is P1's turn, not P2's \(P1 white must declare a number from 1 to 8\)]
20 P1 swap
#? [? swap is not expected now: P1 white must declare a number from 1 to 8]
21 P1 declare 0
#? [? declare a number from 1 to 8, not 0]
22 P1 declare 9
#? [? declare a number from 1 to 8, not 9]
23 P1 declare 8
#? []
24 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 swap\n5\. P1 play h11\n6\. P1 declare 8]
25 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
26 P1 swap
#? [? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
27 P2 offer g10 j11 k12 l13 m14 n15 a1 a2
#? [? offer is not expected now: P2 black must swap colours or stay black]
28 P2 declare 2
