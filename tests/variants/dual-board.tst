# dual-board: two 19x19 boards; black's first turn is one stone, every
# later turn up to two, each on either board; judged at the end of a turn:
# fives on both boards in one turn win, a five on one board only loses.

1 new dual-board
#? []
2 status
#? [P1 black play\|pass \(place black: 1 stone left in the turn, each on either board, as 1:h8 or 2:h8\)]

# points must name their board, and the board must exist
3 play h8
#? [? h8: this game has 2 boards; write 1:h8 or 2:h8]
4 play 3:h8
#? [? 3:h8: there is no board 3 \(boards are 1\.\.2\)]
5 play 1:t1
#? [? 1:t1 is off the board.*]
6 end
#? [? end is not expected now: P1 black may play or pass \(place black: 1 stone left in the turn.*\)]
7 check 1:h8
#? [legal]
8 forbidden
#? []
9 history
#? []

# black's first turn is one stone: white is to move after it
10 play 2:j10
#? []
11 status
#? [P2 white play\|pass \(place white: 2 stones left in the turn.*\)]
12 play 2:j10
#? [? 2:j10 is occupied]

# two stones on one board in one turn
13 play 1:a1 1:a2
#? []
14 history
#? [1\. P1 play 2:j10\n2\. P2 play 1:a1\n3\. P2 play 1:a2]
15 status
#? [P1 black play\|pass \(place black: 2 stones left in the turn.*\)]

# a third stone in one turn is refused, and nothing of the list is played
16 play 2:a1 2:a2 2:a3
#? [? 2:a3: P1's turn is over after 2:a2; play the next turn on its own]
17 history
#? [1\. P1 play 2:j10\n2\. P2 play 1:a1\n3\. P2 play 1:a2]

# a turn ended early, after one stone
18 play 2:a1
#? []
19 status
#? [P1 black play\|end \(place black: 1 stone left in the turn, or end the turn\)]
20 pass
#? [? pass is not expected now: P1 black may play or end \(place black: 1 stone left in the turn, or end the turn\)]
21 swap
#? [? swap is not expected now: P1 black may play or end \(.*\)]
22 end
#? []
23 status
#? [P2 white play\|pass \(place white: 2 stones left in the turn.*\)]
24 history
#? [.*\n4\. P1 play 2:a1\n5\. P1 end]

# undo across turns: back through the end, black's stone, white's turn
25 undo
#? []
26 status
#? [P1 black play\|end .*]
27 undo
#? []
28 status
#? [P1 black play\|pass .*2 stones left.*]
29 undo
#? []
30 status
#? [P2 white play\|end \(place white: 1 stone left in the turn, or end the turn\)]
31 undo
#? []
32 status
#? [P2 white play\|pass .*2 stones left.*]
33 redo
#? []
34 redo
#? []
35 redo
#? []
36 status
#? [P1 black play\|end .*]
# black has one stone of its turn left: a list of two holds a third stone
37 P1 play 2:c1 2:c2
#? [? 2:c2: P1's turn is over after 2:c1; play the next turn on its own]
# said by the wrong player, a stone is refused
38 P2 play 2:c1
#? [? it is P1's turn, not P2's .*]
39 history
#? [1\. P1 play 2:j10\n2\. P2 play 1:a1\n3\. P2 play 1:a2\n4\. P1 play 2:a1]

# a win on both boards in one turn; nothing is judged before the turn ends
40 new dual-board
#? []
41 setup black 1:a1 1:b1 1:c1 1:d1 2:k5 2:k6 2:k7 2:k8 white 1:a5 1:b5 2:a5 2:b5
#? []
42 status
#? [P1 black play\|pass .*2 stones left.*]
43 check 1:e1
#? [five]
44 play 1:e1
#? []
45 result
#? [ongoing]
46 play 2:k9
#? []
47 result
#? [black wins \(five on both boards\)]
48 play 1:e5
#? [? the game is over.*]

# a loss by a five on one board: the turn ended early after it
49 new dual-board
#? []
50 setup black 1:a1 1:b1 1:c1 1:d1 2:k5 2:k6 2:k7 2:k8 white 1:a5 1:b5 2:a5 2:b5
#? []
51 play 1:e1
#? []
52 end
#? []
53 result
#? [white wins \(five on one board only\)]
# ... or a second stone that makes no five
54 undo
#? []
55 play 2:s19
#? []
56 result
#? [white wins \(five on one board only\)]
# ... or both fives on the same board
57 new dual-board
#? []
58 setup black 1:a1 1:b1 1:c1 1:d1 1:a3 1:b3 1:c3 1:d3 white 2:a5 2:b5
#? []
59 play 1:e1 1:e3
#? []
60 result
#? [white wins \(five on one board only\)]

# five or more: an overline on one board and a five on the other win
61 new dual-board
#? []
62 setup black 1:a1 1:b1 1:c1 1:e1 1:f1 2:k5 2:k6 2:k7 2:k8 white 2:a5 2:b5
#? []
63 play 1:d1 2:k4
#? []
64 result
#? [black wins \(five on both boards\)]

# white wins the same way, and loses the same way
65 new dual-board
#? []
66 setup black 2:s1 white 1:a1 1:b1 1:c1 1:d1 2:a1 2:b1 2:c1 2:d1
#? []
67 pass
#? []
68 play 2:e1 1:e1
#? []
69 result
#? [white wins \(five on both boards\)]
70 undo
#? []
71 play 1:s19
#? []
72 result
#? [black wins \(five on one board only\)]

# draws: two passes in a row, and both boards full
73 new dual-board
#? []
74 pass
#? []
75 status
#? [P2 white play\|pass .*2 stones left.*]
76 pass
#? []
77 result
#? [draw \(two passes\)]
78 new dual-board size=5
#? []
# two 5x5 boards without a five; 2:e5 is the last empty point
79 setup black 1:a1 1:b1 1:e1 1:c2 1:d2 1:a3 1:b3 1:e3 1:c4 1:d4 1:a5 1:b5 1:e5 2:a1 2:b1 2:e1 2:c2 2:d2 2:a3 2:b3 2:e3 2:c4 2:d4 2:a5 2:b5 white 1:c1 1:d1 1:a2 1:b2 1:e2 1:c3 1:d3 1:a4 1:b4 1:e4 1:c5 1:d5 2:c1 2:d1 2:a2 2:b2 2:e2 2:c3 2:d3 2:a4 2:b4 2:e4 2:c5 2:d5
#? []
80 status
#? [P1 black play\|pass .*2 stones left.*]
# the turn ends with its first stone: no point is left for a second
81 play 2:e5
#? []
82 result
#? [draw \(boards full\)]

# keys: the board size
83 new dual-board size=15
#? []
84 play 2:o15
#? []
85 play 1:p1
#? [? 1:p1 is off the board.*]
86 new dual-board size=4
#? [? size=4: size must be.*]
87 new dual-board fouls=lose
#? [? .*no key 'fouls'.*]

# a record keeps a turn in the middle
88 new dual-board seed=9
#? []
89 play 1:j10 2:j10 2:k11
#? []
90 play 1:k9
#? []
91 save wuzi-regress-dual-board.wuzi
#? []
92 new dual-board
#? []
93 load wuzi-regress-dual-board.wuzi
#? []
94 status
#? [P1 black play\|end .*1 stone left.*]
95 history
#? [1\. P1 play 1:j10\n2\. P2 play 2:j10\n3\. P2 play 2:k11\n4\. P1 play 1:k9]

# the simple AI never completes a five on one board when it can avoid it:
# 1:e1 is black's five on board 1 (and its longest line), with nothing to
# go with it on board 2
96 new dual-board
#? []
97 setup black 1:a1 1:b1 1:c1 1:d1 white 2:h8 2:h9 2:j12
#? []
98 go
#? [!play 1:e1]
99 go
#? [!play 1:e1]
100 result
#? [ongoing]
101 status
#? [P2 white play\|pass .*]
# ... nor with its second stone, after a first one elsewhere
102 new dual-board
#? []
103 setup black 1:a1 1:b1 1:c1 1:d1 white 2:h8 2:h9 2:j12
#? []
104 play 2:s19
#? []
105 go
#? [!play 1:e1]
106 result
#? [ongoing]
# with fives ready on both boards it wins in one turn
107 new dual-board
#? []
108 setup black 1:a1 1:b1 1:c1 1:d1 2:a1 2:b1 2:c1 2:d1 white 1:h8 2:h8
#? []
109 go
#? [play [12]:e1]
110 go
#? [play [12]:e1]
111 result
#? [black wins \(five on both boards\)]
# it blocks fives the opponent has ready on both boards
112 new dual-board
#? []
113 setup black 1:s19 white 1:a1 1:b1 1:c1 1:d1 2:a1 2:b1 2:c1 2:d1
#? []
114 go
#? [play [12]:e1]
# when its only stones left would make a five on one board, it ends the
# turn (5x5 boards: 1:e1 is black's five, 2:e5 the one harmless point)
115 new dual-board size=5
#? []
116 setup black 1:a1 1:b1 1:c1 1:d1 1:c2 1:d2 1:a3 1:b3 1:e3 1:c4 1:d4 1:a5 1:b5 1:e5 2:a1 2:b1 2:e1 2:c2 2:d2 2:a3 2:b3 2:e3 2:c4 2:d4 2:a5 2:b5 white 1:a2 1:b2 1:e2 1:c3 1:d3 1:a4 1:b4 1:e4 1:c5 1:d5 2:c1 2:d1 2:a2 2:b2 2:e2 2:c3 2:d3 2:a4 2:b4 2:e4 2:c5 2:d5
#? []
117 go
#? [play 2:e5]
118 go
#? [end]
119 result
#? [ongoing]
# ... or passes, when that five is its only stone at all
120 new dual-board size=5
#? []
121 setup black 1:a1 1:b1 1:c1 1:d1 1:c2 1:d2 1:a3 1:b3 1:e3 1:c4 1:d4 1:a5 1:b5 1:e5 2:a1 2:b1 2:e1 2:c2 2:d2 2:a3 2:b3 2:e3 2:c4 2:d4 2:a5 2:b5 2:e5 white 1:a2 1:b2 1:e2 1:c3 1:d3 1:a4 1:b4 1:e4 1:c5 1:d5 2:c1 2:d1 2:a2 2:b2 2:e2 2:c3 2:d3 2:a4 2:b4 2:e4 2:c5 2:d5
#? []
122 go
#? [pass]
123 result
#? [ongoing]

# an AI seat plays its whole turn after a human's
124 new dual-board
#? []
125 ai white simple
#? []
126 play 1:j10
#? [P2 \(simple\) played [12]:[a-s][0-9]+\nP2 \(simple\) played [12]:[a-s][0-9]+]
127 status
#? [P1 black play\|pass .*2 stones left.*]
128 history
#? [1\. P1 play 1:j10\n2\. P2 play [12]:[a-s][0-9]+\n3\. P2 play [12]:[a-s][0-9]+]
129 ai off
#? []

# a whole game between two simple AIs ends in a result, never in a
# single-board five
130 new dual-board seed=5
#? []
131 ai both simple
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
132 result
#? [(black|white) wins \(five on both boards\)|draw \(.*\)]
133 status
#? [over: .*]
134 ai off
#? []
