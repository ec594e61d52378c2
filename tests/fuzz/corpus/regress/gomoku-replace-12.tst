103 new gomoku-replace seed=4
#? []
104 ai both simple
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
105 result
#? [(black|white) wins \(all stones placed\)|draw \(.*\)]
106 status
#? [over: .*]
107 history
#? [.*choose.*]
108 ai off
#? []
