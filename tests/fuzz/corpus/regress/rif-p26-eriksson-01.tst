1 new rif-p26-eriksson
#? [.*]
#? [\? declare a number from 1 to 3, not 0]
15 declare 4
#? [\? declare a number from 1 to 3, not 4]
16 swap
#? [\? swap is not expected now: P1 black must declare a number from 1 to 3]
17 declare 3
#? []
18 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
19 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P1 play h11\n5\. P1 declare 3]
20 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
21 offer g12 k4 b2
#? [\? offer is not expected now: P2 white must swap colours or stay white]
22 swap
#? []
23 status
#? [P2 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
24 undo
#? []
25 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
26 redo
#? []
27 status
#? [P2 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
28 P1 offer g12 k4 b2
