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
#? [? there is nothing to replace: choose follows a five]
7 swap
#? [? that action is not part of this game \(expected play or pass\)]
8 play p1
#? [? p1 is off the board.*]

# a five, then the replacement: only `choose` of a white stone will do
10 new gomoku-replace
#? []
11 setup black a1 b1 c1 d1 white h8 h9 h10
#? []
12 check e1
#? [five]
13 play e1
#? []
14 result
#? [ongoing]
15 status
#? [P1 black choose \(black made five: choose a white stone to replace; black has 112 to place, white 112\)]
16 play a5
#? [? black made five: first choose a white stone to replace]
17 pass
#? [? black made five: first choose a white stone to replace]
18 choose a1
#? [? a1 holds no white stone to replace]
19 choose a9
#? [? a9 holds no white stone to replace]
20 choose h9
#? []
# h9 is black now; white got its stone back and is to move
21 status
#? [P2 white play\|pass \(place a white stone; white has 113 to place, black 111\)]
22 play h9
#? [? h9 is occupied]
23 history
#? [1\. P1 play e1\n2\. P1 choose h9]
# undo takes the replacement back, and the five's step with it
24 undo
#? []
25 status
#? [P1 black choose .*black has 112 to place, white 112.*]
26 undo
#? []
27 status
#? [P1 black play\|pass .*black has 113 to place, white 112.*]
28 redo
#? []
29 redo
#? []
30 status
#? [P2 white play\|pass .*white has 113 to place, black 111.*]

# a replacement that itself completes a five earns another replacement:
# black e1 makes a1..e1; replacing white d3 makes a3..e3
31 new gomoku-replace
#? []
32 setup black a1 b1 c1 d1 a3 b3 c3 e3 white d3 h8 h9
#? []
33 play e1
#? []
34 choose d3
#? []
35 status
#? [P1 black choose \(black made five: choose a white stone to replace; black has 111 to place, white 113\)]
36 choose h8
#? []
37 status
#? [P2 white play\|pass \(place a white stone; white has 114 to place, black 110\)]

# lengthening a five that is already there makes no new five
40 new gomoku-replace
#? []
41 setup black a1 b1 c1 d1 e1 white h8
#? []
42 check f1
#? [legal]
43 play f1
#? []
44 status
#? [P2 white play\|pass .*]
# a five with no opponent stone on the board replaces nothing
45 new gomoku-replace
#? []
46 setup black a1 b1 c1 d1
#? []
47 play e1
#? []
48 status
#? [P2 white play\|pass .*white has 112 to place, black 112.*]

# white makes fives too
50 new gomoku-replace
#? []
51 setup black o15 white a1 b1 c1 d1
#? []
52 pass
#? []
53 play e1
#? []
54 status
#? [P2 white choose \(white made five: choose a black stone to replace; .*\)]
55 choose o15
#? []
56 status
#? [P1 black play\|pass \(place a black stone; black has 114 to place, white 110\)]

# running out of stones wins at once
60 new gomoku-replace black_stones=2 white_stones=5
#? []
61 status
#? [P1 black play\|pass \(place a black stone; black has 2 to place, white 5\)]
62 play a1 o15 a3
#? []
63 result
#? [black wins \(all stones placed\)]
64 status
#? [over: black wins \(all stones placed\)]
# ... even when the last stone makes a five: nothing is left to replace with
65 new gomoku-replace black_stones=1
#? []
66 setup black a1 b1 c1 d1 white h8
#? []
67 play e1
#? []
68 result
#? [black wins \(all stones placed\)]
# ... and the replacement stone counts: here it is black's last
69 new gomoku-replace black_stones=2
#? []
70 setup black a1 b1 c1 d1 white h8
#? []
71 play e1
#? []
72 result
#? [ongoing]
73 choose h8
#? []
74 result
#? [black wins \(all stones placed\)]
# ... while the replaced player gets its stone back and plays on
75 new gomoku-replace white_stones=2
#? []
76 setup black o15 white a1 b1 c1 d1
#? []
77 pass
#? []
78 play e1
#? []
79 choose o15
#? []
80 result
#? [white wins \(all stones placed\)]
81 new gomoku-replace black_stones=3 white_stones=1
#? []
82 setup black a1 b1 c1 d1 white h8
#? []
83 play e1
#? []
84 choose h8
#? []
85 status
#? [P2 white play\|pass \(place a white stone; white has 2 to place, black 1\)]

# draws: the board full with stones still in both supplies (5x5, no five
# anywhere; e5 is the last empty point), and two passes in a row
90 new gomoku-replace size=5
#? []
91 setup black a1 b1 e1 c2 d2 a3 b3 e3 c4 d4 a5 b5 white c1 d1 a2 b2 e2 c3 d3 a4 b4 e4 c5 d5
#? []
92 play e5
#? []
93 result
#? [draw \(board full\)]
94 new gomoku-replace
#? []
95 pass
#? []
96 pass
#? []
97 result
#? [draw \(two passes\)]

# keys
100 new gomoku-replace black_stones=0
#? [? black_stones=0: black_stones must be a number from 1 to 9999, not '0']
101 new gomoku-replace white_stones=many
#? [? white_stones=many: white_stones must be a number from 1 to 9999, not 'many']
102 new gomoku-replace size=30
#? [? size=30: size must be.*]
103 new gomoku-replace stones=5
#? [? .*no key 'stones'.*]
104 new gomoku-replace size=19
#? []
105 play s19
#? []

# the simple AI makes its five, then names a stone to replace
110 new gomoku-replace
#? []
111 setup black a1 b1 c1 d1 white h8 h9 j12
#? []
112 go
#? [play e1]
113 go
#? [choose (h8|h9|j12)]
114 status
#? [P2 white play\|pass .*white has 113 to place, black 111.*]

# a whole game between two simple AIs ends with a result
120 new gomoku-replace seed=4
#? []
121 ai both simple
#? []
122 result
#? [(black|white) wins \(all stones placed\)|draw \(.*\)]
123 status
#? [over: .*]
124 history
#? [.*choose.*]
125 ai off
#? []
