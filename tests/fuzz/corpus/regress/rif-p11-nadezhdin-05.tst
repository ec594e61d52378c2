1 new rif-p11-nadezhdin seed=7
#? [.*]
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
71 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
