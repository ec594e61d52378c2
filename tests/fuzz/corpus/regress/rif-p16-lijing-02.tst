1 new rif-p16-lijing
#? [.*]
#? [\? choose is not expected now: P1 white must offer 2 candidate white stones \(W4\) in the central 9x9]
29 offer h10 i10
#? []
30 board
#? [.*\n10  \. \. \. \. \. \. \. \* \*\[X\]\. \. \. \. \. 10\n.*\(black\) to act: swap colours or stay black]
31 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play j10\n4\. P2 swap\n5\. P1 offer h10 i10]
32 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
33 P1 stay
#? [\? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
34 offer g7 i9
#? [\? offer is not expected now: P2 black must swap colours or stay black]
35 stay
#? []
36 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) in the central 9x9\)]
37 P1 offer g7 i9
#? [\? it is P2's turn, not P1's \(P2 black must offer 2 candidate black stones \(B[45]\) in the central 9x9\)]
38 offer i9
#? [\? offer exactly 2 stones, not 1]
39 offer i9 g7 f6
#? [\? offer exactly 2 stones, not 3]
40 offer i9 a1
#? [\? a1 is not in the central 9x9]
41 offer i9 j10
#? [\? j10 is occupied]
42 offer i9 i9
