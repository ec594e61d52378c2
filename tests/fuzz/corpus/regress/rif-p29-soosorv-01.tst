1 new rif-p29-soosorv
#? [.*]
#? [\? h10 is occupied]
15 play h11
#? []
16 status
#? [P2 white declare \(declare a number from 1 to 4\)]
17 P1 declare 4
#? [\? it is P2's turn, not P1's \(P2 white must declare a number from 1 to 4\)]
18 declare 0
#? [\? declare a number from 1 to 4, not 0]
19 declare 5
#? [\? declare a number from 1 to 4, not 5]
20 offer g12 k4
#? [\? offer is not expected now: P2 white must declare a number from 1 to 4]
21 declare 4
#? []
22 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
23 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 stay\n5\. P2 play h11\n6\. P2 declare 4]
24 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
25 swap
#? []
26 status
#? [P2 black offer \(offer 4 candidate black stones \(B5\) anywhere\)]
27 undo
#? []
28 status
