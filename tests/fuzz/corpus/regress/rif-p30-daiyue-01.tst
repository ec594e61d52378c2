1 new rif-p30-daiyue
#? [.*]
#? [\? it is P2's turn, not P1's \(P2 white must offer 2 candidate black stones \(B5\) anywhere\)]
15 offer g12 i12
#? [\? g12 and i12 are symmetric]
16 offer g12
#? [\? offer exactly 2 stones, not 1]
17 offer g12 k4 c3
#? [\? offer exactly 2 stones, not 3]
18 offer g12 h11
#? [\? h11 is occupied]
19 offer g12 g12
#? [\? g12 is offered twice]
20 play g12
#? [\? play is not expected now: P2 white must offer 2 candidate black stones \(B5\) anywhere]
21 offer g12 k4
#? []
22 board
#? [.*\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*\n.*\(black\) to act: swap colours or stay black]
23 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 play h11\n5\. P2 offer g12 k4]
24 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
25 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
26 choose g12
#? [\? choose is not expected now: P1 black must swap colours or stay black]
27 stay
#? []
28 status
