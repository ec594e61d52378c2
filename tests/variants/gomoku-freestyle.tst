# gomoku-freestyle: five or more wins, for both colours; free opening.

1 new gomoku-freestyle
#? []
2 status
#? [P1 black play\|pass.*]
3 play a1
#? []
4 status
#? [P2 white play\|pass.*]
5 play a1
#? [? a1 is occupied]
6 play p1
#? [? p1 is off the board.*]
7 swap
#? [? .*not expected now.*]
8 play h8 h9 i8 i9 j8 j9 k8 k9
#? []
9 result
#? [ongoing]
# a1 was black's first stone, so white holds h8 i8 j8 k8: l8 is white's five
10 play l8
#? []
11 result
#? [white wins \(five\)]
12 play m8
#? [? the game is over.*]
13 undo
#? []
14 result
#? [ongoing]
15 redo
#? []
16 result
#? [white wins \(five\)]
17 redo
#? [? nothing to redo]

# an overline wins in free-style: six for white
20 new gomoku-freestyle
#? []
21 setup black a1 a3 a5 a7 a9 c1 white b2 c2 d2 f2 g2
#? []
22 play o15
#? []
23 play e2
#? []
24 result
#? [white wins \(five\)]

# bigger boards through the size key
30 new gomoku-freestyle size=19
#? []
31 play s19
#? []
32 new gomoku-freestyle size=30
#? [? size=30: size must be.*]
33 new gomoku-freestyle colour=red
#? [? .*no key 'colour'.*]

# check and forbidden: nothing is forbidden in free-style
40 new gomoku-freestyle
#? []
41 setup black c8 d8 e8 g8 h8
#? []
42 check f8
#? [five]
43 check a1
#? [legal]
44 forbidden
#? []
45 check c8
#? [? c8 is occupied]

# two passes in a row draw
50 new gomoku-freestyle
#? []
51 pass
#? []
52 pass
#? []
53 result
#? [draw \(two passes\)]

# resignation: the player to act gives up
60 new gomoku-freestyle
#? []
61 play h8
#? []
62 resign
#? []
63 result
#? [black wins \(resignation\)]

# a whole game between two AIs ends with a result
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

# the board full and no five: a draw, and nothing else (the AI game above
# accepts either outcome, so this is the test of the full-board draw)
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
