1 new rif-p13-wang
#? [.*]
#? [P1 black swap\|stay \(swap colours or stay black\)]
29 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
30 declare 3
#? [? declare is not expected now: P1 black must swap colours or stay black]
31 offer g7 g5
#? [? offer is not expected now: P1 black must swap colours or stay black]
32 stay
#? []
33 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
34 undo
#? []
35 swap
#? []
36 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
37 P1 offer g7 g5
#? [? it is P2's turn, not P1's.*]
38 offer g7
#? [? offer exactly 2 stones, not 1]
39 offer g7 g5 g4
#? [? offer exactly 2 stones, not 3]
40 offer g7 i7
#? [? g7 and i7 are symmetric]
41 offer f11 j11
#? [? f11 and j11 are symmetric]
42 offer g7 h6
