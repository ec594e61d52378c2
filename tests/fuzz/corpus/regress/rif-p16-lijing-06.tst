1 new rif-p16-lijing
#? [.*]
#? [P2 white offer \(offer 2 candidate white stones \(W4\) in the central 9x9\)]
85 redo
#? []
86 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
87 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
88 swap
#? []
89 status
#? [P2 black offer \(offer 2 candidate black stones \(B[45]\) in the central 9x9\)]
90 undo
#? []
91 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
92 redo
#? []
93 status
#? [P2 black offer \(offer 2 candidate black stones \(B[45]\) in the central 9x9\)]
94 offer g12 i12
#? [\? g12 and i12 are symmetric]
95 offer g12 i11
#? []
96 status
#? [P1 white choose \(choose one of the offered stones: h11 h6\)]
97 P2 choose h6
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: h11 h6\)]
98 choose h6
