1 new rif-p28-eriksson-b
#? [.*]
#? [P1 black declare \(declare a number from 1 to 3\)]
29 redo
#? []
30 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
31 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play h10\n4\. P1 play h11\n5\. P1 declare 2]
32 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
33 swap
#? []
34 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
35 P1 offer g12 k4
#? [\? it is P2's turn, not P1's \(P2 black must offer 2 candidate black stones \(B5\) anywhere\)]
36 offer g12 i12
#? [\? g12 and i12 are symmetric]
37 offer g12
#? [\? offer exactly 2 stones, not 1]
38 offer g12 k4 c3
#? [\? offer exactly 2 stones, not 3]
39 offer g12 h11
#? [\? h11 is occupied]
40 offer g12 k4
#? []
41 board
#? [.*\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*]
42 status
