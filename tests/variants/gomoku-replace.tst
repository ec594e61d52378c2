# gomoku-replace (seed 003, second way to play): supplies of 113 black and
# 112 white stones; a new five lets its maker replace one opponent stone
# with its own (`choose P`, the replaced stone going back to its owner's
# supply); the first to have placed all its stones wins.

1 new gomoku-replace
#? []
2 status
#? [P1 black play\|pass \(place a black stone; black has 113 to place, white 112\)]
3 play h8
#? []
4 status
#? [P2 white play\|pass \(place a white stone; white has 112 to place, black 112\)]
5 play h8
#? [? h8 is occupied]
6 choose h8
#? [? choose is not expected now: P2 white may play or pass \(place a white stone.*\)]
7 swap
#? [? swap is not expected now: P2 white may play or pass \(.*\)]
8 play p1
#? [? p1 is off the board.*]

# a five, then the replacement: only `choose` of a white stone will do
9 new gomoku-replace
#? []
10 setup black a1 b1 c1 d1 white h8 h9 h10
#? []
11 check e1
#? [five]
12 play e1
#? []
13 result
#? [ongoing]
14 status
#? [P1 black choose \(black made five: choose a white stone to replace; black has 112 to place, white 112\)]
15 play a5
#? [? (play|pass) is not expected now: P1 black may choose \(black made five: choose a white stone to replace.*\)]
16 pass
#? [? (play|pass) is not expected now: P1 black may choose \(black made five: choose a white stone to replace.*\)]
17 choose a1
#? [? a1 holds no white stone to replace]
18 choose a9
#? [? a9 holds no white stone to replace]
19 choose h9
#? []
# h9 is black now; white got its stone back and is to move
20 status
#? [P2 white play\|pass \(place a white stone; white has 113 to place, black 111\)]
21 play h9
#? [? h9 is occupied]
22 history
#? [1\. P1 play e1\n2\. P1 choose h9]
# undo takes the replacement back, and the five's step with it
23 undo
#? []
24 status
#? [P1 black choose .*black has 112 to place, white 112.*]
25 undo
#? []
26 status
#? [P1 black play\|pass .*black has 113 to place, white 112.*]
27 redo
#? []
28 redo
#? []
29 status
#? [P2 white play\|pass .*white has 113 to place, black 111.*]

# a record replays the replacement
30 save wuzi-regress-gomoku-replace.wuzi
#? []
31 new gomoku-replace
#? []
32 load wuzi-regress-gomoku-replace.wuzi
#? []
33 history
#? [1\. P1 play e1\n2\. P1 choose h9]
34 status
#? [P2 white play\|pass .*white has 113 to place, black 111.*]

# a replacement that itself completes a five earns another replacement:
# black e1 makes a1..e1; replacing white d3 makes a3..e3
35 new gomoku-replace
#? []
36 setup black a1 b1 c1 d1 a3 b3 c3 e3 white d3 h8 h9
#? []
37 play e1
#? []
38 choose d3
#? []
39 status
#? [P1 black choose \(black made five: choose a white stone to replace; black has 111 to place, white 113\)]
40 choose h8
#? []
41 status
#? [P2 white play\|pass \(place a white stone; white has 114 to place, black 110\)]

# lengthening a five that is already there makes no new five
42 new gomoku-replace
#? []
43 setup black a1 b1 c1 d1 e1 white h8
#? []
44 check f1
#? [legal]
45 play f1
#? []
46 status
#? [P2 white play\|pass .*]
# a five with no opponent stone on the board replaces nothing
47 new gomoku-replace
#? []
48 setup black a1 b1 c1 d1
#? []
49 play e1
#? []
50 status
#? [P2 white play\|pass .*white has 112 to place, black 112.*]

# white makes fives too
51 new gomoku-replace
#? []
52 setup black o15 white a1 b1 c1 d1
#? []
53 pass
#? []
54 play e1
#? []
55 status
#? [P2 white choose \(white made five: choose a black stone to replace; .*\)]
56 choose o15
#? []
57 status
#? [P1 black play\|pass \(place a black stone; black has 114 to place, white 110\)]

# running out of stones wins at once
58 new gomoku-replace black_stones=2 white_stones=5
#? []
59 status
#? [P1 black play\|pass \(place a black stone; black has 2 to place, white 5\)]
60 play a1 o15 a3
#? []
61 result
#? [black wins \(all stones placed\)]
62 status
#? [over: black wins \(all stones placed\)]
# ... even when the last stone makes a five: nothing is left to replace with
63 new gomoku-replace black_stones=1
#? []
64 setup black a1 b1 c1 d1 white h8
#? []
65 play e1
#? []
66 result
#? [black wins \(all stones placed\)]
# ... and the replacement stone counts: here it is black's last
67 new gomoku-replace black_stones=2
#? []
68 setup black a1 b1 c1 d1 white h8
#? []
69 play e1
#? []
70 result
#? [ongoing]
71 choose h8
#? []
72 result
#? [black wins \(all stones placed\)]
# ... while the replaced player gets its stone back and plays on
73 new gomoku-replace white_stones=2
#? []
74 setup black o15 white a1 b1 c1 d1
#? []
75 pass
#? []
76 play e1
#? []
77 choose o15
#? []
78 result
#? [white wins \(all stones placed\)]
79 new gomoku-replace black_stones=3 white_stones=1
#? []
80 setup black a1 b1 c1 d1 white h8
#? []
81 play e1
#? []
82 choose h8
#? []
83 status
#? [P2 white play\|pass \(place a white stone; white has 2 to place, black 1\)]

# draws: the board full with stones still in both supplies (5x5, no five
# anywhere; e5 is the last empty point), and two passes in a row
84 new gomoku-replace size=5
#? []
85 setup black a1 b1 e1 c2 d2 a3 b3 e3 c4 d4 a5 b5 white c1 d1 a2 b2 e2 c3 d3 a4 b4 e4 c5 d5
#? []
86 play e5
#? []
87 result
#? [draw \(board full\)]
88 new gomoku-replace
#? []
89 pass
#? []
90 pass
#? []
91 result
#? [draw \(two passes\)]

# keys
92 new gomoku-replace black_stones=0
#? [? black_stones=0: black_stones must be a number from 1 to 9999, not '0']
93 new gomoku-replace white_stones=many
#? [? white_stones=many: white_stones must be a number from 1 to 9999, not 'many']
94 new gomoku-replace size=30
#? [? size=30: size must be.*]
95 new gomoku-replace stones=5
#? [? .*no key 'stones'.*]
96 new gomoku-replace size=19
#? []
97 play s19
#? []

# the simple AI makes its five, then names a stone to replace
98 new gomoku-replace
#? []
99 setup black a1 b1 c1 d1 white h8 h9 j12
#? []
100 go
#? [play e1]
101 go
#? [choose (h8|h9|j12)]
102 status
#? [P2 white play\|pass .*white has 113 to place, black 111.*]

# a whole game between two simple AIs ends with a result
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
