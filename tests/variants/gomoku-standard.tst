# gomoku-standard: exactly five wins; an overline neither wins nor loses.

1 new gomoku-standard
#? []
2 setup black c8 d8 e8 g8 h8 white a1 a3 a5 a7 a9
#? []
3 check f8
#? [overline]
4 forbidden
#? []
5 play f8
#? []
6 result
#? [ongoing]
7 status
#? [P2 white play.*]
# white's exact five wins
8 new gomoku-standard
#? []
9 play h8 a1 h9 a2 h10 a3 j1 a4 j2
#? []
10 play a5
#? []
11 result
#? [white wins \(five\)]
# black's exact five next to nothing wins
12 new gomoku-standard
#? []
13 setup black b2 c3 d4 e5 white a2 a3 a4 a5
#? []
14 check f6
#? [five]
15 play f6
#? []
16 result
#? [black wins \(five\)]
# undo reaches the set-up position and no further
17 undo
#? []
18 undo
#? [? nothing to undo]
# a full game between two AIs
20 new gomoku-standard seed=11
#? []
21 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
22 result
#? [(black|white) wins \(five\)|draw \(.*\)]

# the board full and no five: a draw, and nothing else
29 ai off
#? []
30 new gomoku-standard size=5
#? []
31 play a1 a2 a4 a3 b3 a5 b5 b1 c1 b2 c2 b4 c4 c3 d1 c5 d2 d3 d4 e2 d5 e3 e1 e5 e4
#? []
32 result
#? [draw \(board full\)]
