70 new gomoku-freestyle seed=5
#? []
71 ai both simple
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
72 result
#? [(black|white) wins \(five\)|draw \(board full\)]
73 status
#? [over: .*]
74 ai off
#? []
80 new gomoku-freestyle size=5
#? []
81 play a1 a2 a4 a3 b3 a5 b5 b1 c1 b2 c2 b4 c4 c3 d1 c5 d2 d3 d4 e2 d5 e3 e1 e5
#? []
82 result
#? [ongoing]
83 play e4
#? []
84 result
#? [draw \(board full\)]
85 status
#? [over: draw \(board full\)]
86 undo
#? []
87 result
#? [ongoing]
