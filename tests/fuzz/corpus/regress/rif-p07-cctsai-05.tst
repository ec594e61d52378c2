70 new rif-p07-cctsai seed=2
#? []
71 play h8 g9 j10 f6 k5
#? []
72 swap
#? []
73 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
74 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
