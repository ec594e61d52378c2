20 new caro seed=3
#? []
21 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
22 result
#? [(black|white) wins \(five\)|draw \(.*\)]
