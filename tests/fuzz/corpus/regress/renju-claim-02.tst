40 new renju-claim seed=4
#? []
41 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
42 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
