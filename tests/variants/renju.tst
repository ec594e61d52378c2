# renju: B1 at the centre, then free play; black's fouls lose at once.

1 new renju
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 play a1
#? [? B1 must be at the centre]
4 play h8
#? []
5 status
#? [P2 white play\|pass.*]
6 opening
#? [? no opening on the board.*]
7 play h9 j10
#? []
8 opening
#? [D3 Sosei 疏星]
9 undo
#? []
10 undo
#? []
11 undo
#? []
12 opening kagetsu 2
#? []
13 opening
#? [D4 Kagetsu 花月]
14 opening xyz
#? [? unknown opening 'xyz'.*]
15 opening D1
#? [? an opening is placed on an empty board.*]

# a double-three loses at once (QP01)
20 new renju
#? []
21 setup black f8 g8 h6 h7
#? []
22 check h8
#? [double-three]
23 forbidden
#? [h8]
24 board
#? [.*X X ! \..*]
25 play h8
#? []
26 result
#? [white wins \(double-three\)]
27 undo
#? []
28 result
#? [ongoing]

# a double-four (OX03, fours on one line) and an overline lose
30 new renju
#? []
31 setup black e8 g8 i8 k8
#? []
32 play h8
#? []
33 result
#? [white wins \(double-four\)]
34 new renju
#? []
35 setup black a1 b1 c1 e1 f1 g1
#? []
36 play d1
#? []
37 result
#? [white wins \(overline\)]

# a five wins even with an overline on another line (QP10)
40 new renju
#? []
41 setup black d8 e8 f8 g8 h5 h6 h7 h10 h11 h12
#? []
42 check h8
#? [five]
43 play h8
#? []
44 result
#? [black wins \(five\)]

# four-three is legal (QP06); a three dead by the overline rule is legal (QP05)
50 new renju
#? []
51 setup black e8 f8 g8 h6 h7
#? []
52 check h8
#? [legal]
53 play h8
#? []
54 result
#? [ongoing]
55 new renju
#? []
56 setup black d8 f8 h8 i6 i7
#? []
57 check i8
#? [legal]

# white has no restrictions: a white overline wins
60 new renju
#? []
61 setup black a15 c15 e15 g15 white c8 d8 e8 g8 h8
#? []
62 play o1
#? []
63 play f8
#? []
64 result
#? [white wins \(five\)]

# a whole game between two AIs: black never plays a foul
70 new renju seed=9
#? []
71 ai both simple
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
72 result
#? [(black|white) wins \(five\)|draw \(.*\)]
