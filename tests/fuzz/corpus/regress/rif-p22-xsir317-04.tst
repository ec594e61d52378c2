1 new rif-p22-xsir317
#? [.*]
#? []
57 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
58 P1 swap
#? [\? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
59 swap
#? []
60 status
#? [P1 black choose \(choose one of the offered stones: h11 h6\)]
61 undo
#? []
62 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
63 redo
#? []
64 status
#? [P1 black choose \(choose one of the offered stones: h11 h6\)]
65 P2 choose h11
#? [\? it is P1's turn, not P2's \(P1 black must choose one of the offered stones: h11 h6\)]
66 choose h7
#? [\? h7 was not offered]
67 choose h10
#? [\? h10 was not offered]
68 offer g12 i12 f5
#? [\? offer is not expected now: P1 black must choose one of the offered stones: h11 h6]
69 choose h11
#? []
70 status
