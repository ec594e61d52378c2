1 new rif-p18-miknl
#? [.*]
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
69 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
70 ai off
#? []
