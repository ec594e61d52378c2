70 new renju seed=9
#? []
71 ai both simple
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
72 result
#? [(black|white) wins \(five\)|draw \(.*\)]
