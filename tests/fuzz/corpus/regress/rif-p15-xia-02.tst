1 new rif-p15-xia
#? [.*]
#? []
29 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
30 P1 swap
#? [? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
31 stay
#? []
32 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
33 undo
#? []
34 swap
#? []
35 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
36 P2 offer h7 h6
#? [? it is P1's turn, not P2's.*]
37 offer h7
#? [? offer exactly 2 stones, not 1]
38 offer h7 j7
#? [? h7 and j7 are symmetric]
39 offer h7 h6 h5
#? [? offer exactly 2 stones, not 3]
40 offer h7 h6
#? []
41 status
#? [P2 white choose \(choose one of the offered stones: h7 h6\)]
42 P1 choose h6
