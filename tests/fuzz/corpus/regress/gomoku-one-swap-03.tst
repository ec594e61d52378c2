40 new gomoku-one-swap seed=5
#? []
41 play h8
#? []
42 swap
#? []
43 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
44 result
#? [(black|white) wins \(five\)|draw \(.*\)]
