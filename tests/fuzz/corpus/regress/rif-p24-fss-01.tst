1 new rif-p24-fss
#? [.*]
#? [\? it is P2's turn, not P1's \(P2 white must declare a number from 1 to 12\)]
15 declare 0
#? [\? declare a number from 1 to 12, not 0]
16 declare 13
#? [\? declare a number from 1 to 12, not 13]
17 play b15
#? [\? play is not expected now: P2 white must declare a number from 1 to 12]
18 declare 2
#? []
19 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
20 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play k11\n4\. P2 play a15\n5\. P2 declare 2]
21 P2 stay
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
22 offer j9 g9
#? [\? offer is not expected now: P1 black must swap colours or stay black]
23 stay
#? []
24 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
25 P2 offer j9 g9
#? [\? it is P1's turn, not P2's \(P1 black must offer 2 candidate black stones \(B5\) anywhere\)]
26 offer j9
#? [\? offer exactly 2 stones, not 1]
27 offer j9 g9 f9
#? [\? offer exactly 2 stones, not 3]
28 offer j9 a15
