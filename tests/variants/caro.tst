# caro: exactly five wins, unless the opponent blocks both ends.

1 new caro
#? []
# white at c8 and i8 blocks both ends of d8..h8
2 setup black d8 e8 f8 g8 white c8 i8 a1 a2
#? []
3 check h8
#? [legal]
4 play h8
#? []
5 result
#? [ongoing]
# one end open: a win
6 new caro
#? []
7 setup black d8 e8 f8 g8 white c8 a1 a2
#? []
8 check h8
#? [five]
9 play h8
#? []
10 result
#? [black wins \(five\)]
# the edge is not a block: a1..a5 with white at a6 wins
11 new caro
#? []
12 setup black a1 a2 a3 a4 white a6 c1 c2
#? []
13 play a5
#? []
14 result
#? [black wins \(five\)]
# six in a row does not win
15 new caro
#? []
16 setup black c8 d8 e8 g8 h8 white a1 a3 a5 a7
#? []
17 check f8
#? [overline]
18 play f8
#? []
19 result
#? [ongoing]
# a full game between two AIs
20 new caro seed=3
#? []
21 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
22 result
#? [(black|white) wins \(five\)|draw \(.*\)]
