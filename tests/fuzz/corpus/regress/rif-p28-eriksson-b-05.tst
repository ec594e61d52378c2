1 new rif-p28-eriksson-b
#? [.*]
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
68 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
69 ai off
#? []
