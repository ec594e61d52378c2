130 new dual-board seed=5
#? []
131 ai both simple
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
132 result
#? [(black|white) wins \(five on both boards\)|draw \(.*\)]
133 status
#? [over: .*]
134 ai off
#? []
