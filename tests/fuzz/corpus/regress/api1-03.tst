1 new gomoku-freestyle size=9
#? [.*]
new gomoku-freestyle size=9
ai white api1-ai
ai black api1-ai
25 history
#? [1\. P1 play e5\n.*]
26 result
#? [(black|white) wins \(five\)|draw.*]
