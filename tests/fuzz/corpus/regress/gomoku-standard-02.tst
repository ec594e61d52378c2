20 new gomoku-standard seed=11
#? []
21 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
22 result
#? [(black|white) wins \(five\)|draw \(.*\)]
29 ai off
#? []
30 new gomoku-standard size=5
#? []
31 play a1 a2 a4 a3 b3 a5 b5 b1 c1 b2 c2 b4 c4 c3 d1 c5 d2 d3 d4 e2 d5 e3 e1 e5 e4
#? []
32 result
#? [draw \(board full\)]
