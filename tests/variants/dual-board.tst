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
#? [? end finishes a turn after its first stone; to give up the whole turn, pass]
7 check 1:h8
#? [legal]
8 history
#? []

# black's first turn is one stone: white is to move after it
9 play 2:j10
#? []
10 status
#? [P2 white play\|pass \(place white: 2 stones left in the turn.*\)]
11 play 2:j10
#? [? 2:j10 is occupied]

# two stones on one board in one turn
12 play 1:a1 1:a2
#? []
13 history
#? [1\. P1 play 2:j10\n2\. P2 play 1:a1\n3\. P2 play 1:a2]
14 status
#? [P1 black play\|pass \(place black: 2 stones left in the turn.*\)]

# a third stone in one turn is refused, and nothing of the list is played
15 play 2:a1 2:a2 2:a3
#? [? 2:a3: P1's turn is over after 2:a2; play the next turn on its own]
16 history
#? [1\. P1 play 2:j10\n2\. P2 play 1:a1\n3\. P2 play 1:a2]

# a turn ended early, after one stone
17 play 2:a1
#? []
18 status
#? [P1 black play\|end \(place black: 1 stone left in the turn, or end the turn\)]
19 pass
#? [? a stone is already down this turn; end the turn instead of passing]
20 swap
#? [? that action is not part of this game \(expected play, end\)]
21 end
#? []
22 status
#? [P2 white play\|pass \(place white: 2 stones left in the turn.*\)]
23 history
#? [.*\n4\. P1 play 2:a1\n5\. P1 end]

# undo across turns: back through the end, black's stone, white's turn
24 undo
#? []
25 status
#? [P1 black play\|end .*]
26 undo
#? []
27 status
#? [P1 black play\|pass .*2 stones left.*]
28 undo
#? []
29 status
#? [P2 white play\|end \(place white: 1 stone left in the turn, or end the turn\)]
30 undo
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
50 new dual-board
#? []
51 setup black 1:a1 1:b1 1:c1 1:d1 2:k5 2:k6 2:k7 2:k8 white 1:a5 1:b5 2:a5 2:b5
#? []
52 play 1:e1
#? []
53 end
#? []
54 result
#? [white wins \(five on one board only\)]
# ... or a second stone that makes no five
55 undo
#? []
56 play 2:s19
#? []
57 result
#? [white wins \(five on one board only\)]
# ... or both fives on the same board
58 new dual-board
#? []
59 setup black 1:a1 1:b1 1:c1 1:d1 1:a3 1:b3 1:c3 1:d3 white 2:a5 2:b5
#? []
60 play 1:e1 1:e3
#? []
61 result
#? [white wins \(five on one board only\)]

# five or more: an overline on one board and a five on the other win
62 new dual-board
#? []
63 setup black 1:a1 1:b1 1:c1 1:e1 1:f1 2:k5 2:k6 2:k7 2:k8 white 2:a5 2:b5
#? []
64 play 1:d1 2:k4
#? []
65 result
#? [black wins \(five on both boards\)]

# white wins the same way, and loses the same way
66 new dual-board
#? []
67 setup black 2:s1 white 1:a1 1:b1 1:c1 1:d1 2:a1 2:b1 2:c1 2:d1
#? []
68 pass
#? []
69 play 2:e1 1:e1
#? []
70 result
#? [white wins \(five on both boards\)]
71 undo
#? []
72 play 1:s19
#? []
73 result
#? [black wins \(five on one board only\)]

# draws: two passes in a row, and both boards full
80 new dual-board
#? []
81 pass
#? []
82 status
#? [P2 white play\|pass .*2 stones left.*]
83 pass
#? []
84 result
#? [draw \(two passes\)]
85 new dual-board size=5
#? []
# two 5x5 boards without a five; 2:e5 is the last empty point
86 setup black 1:a1 1:b1 1:e1 1:c2 1:d2 1:a3 1:b3 1:e3 1:c4 1:d4 1:a5 1:b5 1:e5 2:a1 2:b1 2:e1 2:c2 2:d2 2:a3 2:b3 2:e3 2:c4 2:d4 2:a5 2:b5 white 1:c1 1:d1 1:a2 1:b2 1:e2 1:c3 1:d3 1:a4 1:b4 1:e4 1:c5 1:d5 2:c1 2:d1 2:a2 2:b2 2:e2 2:c3 2:d3 2:a4 2:b4 2:e4 2:c5 2:d5
#? []
87 status
#? [P1 black play\|pass .*2 stones left.*]
# the turn ends with its first stone: no point is left for a second
88 play 2:e5
#? []
89 result
#? [draw \(boards full\)]

# keys: the board size
90 new dual-board size=15
#? []
91 play 2:o15
#? []
92 play 1:p1
#? [? 1:p1 is off the board.*]
93 new dual-board size=4
#? [? size=4: size must be.*]
94 new dual-board fouls=lose
#? [? .*no key 'fouls'.*]

# a record keeps a turn in the middle
95 new dual-board seed=9
#? []
96 play 1:j10 2:j10 2:k11
#? []
97 play 1:k9
#? []
98 save /tmp/wuzi-regress-dual-board.wuzi
#? []
99 new dual-board
#? []
100 load /tmp/wuzi-regress-dual-board.wuzi
#? []
101 status
#? [P1 black play\|end .*1 stone left.*]
102 history
#? [1\. P1 play 1:j10\n2\. P2 play 2:j10\n3\. P2 play 2:k11\n4\. P1 play 1:k9]

# the simple AI never completes a five on one board when it can avoid it:
# 1:e1 is black's five on board 1 (and its longest line), with nothing to
# go with it on board 2
110 new dual-board
#? []
111 setup black 1:a1 1:b1 1:c1 1:d1 white 2:h8 2:h9 2:j12
#? []
112 go
#? [!play 1:e1]
113 go
#? [!play 1:e1]
114 result
#? [ongoing]
115 status
#? [P2 white play\|pass .*]
# ... nor with its second stone, after a first one elsewhere
116 new dual-board
#? []
117 setup black 1:a1 1:b1 1:c1 1:d1 white 2:h8 2:h9 2:j12
#? []
118 play 2:s19
#? []
119 go
#? [!play 1:e1]
120 result
#? [ongoing]
# with fives ready on both boards it wins in one turn
121 new dual-board
#? []
122 setup black 1:a1 1:b1 1:c1 1:d1 2:a1 2:b1 2:c1 2:d1 white 1:h8 2:h8
#? []
123 go
#? [play [12]:e1]
124 go
#? [play [12]:e1]
125 result
#? [black wins \(five on both boards\)]
# it blocks fives the opponent has ready on both boards
126 new dual-board
#? []
127 setup black 1:s19 white 1:a1 1:b1 1:c1 1:d1 2:a1 2:b1 2:c1 2:d1
#? []
128 go
#? [play [12]:e1]
# when its only stones left would make a five on one board, it ends the
# turn (5x5 boards: 1:e1 is black's five, 2:e5 the one harmless point)
129 new dual-board size=5
#? []
130 setup black 1:a1 1:b1 1:c1 1:d1 1:c2 1:d2 1:a3 1:b3 1:e3 1:c4 1:d4 1:a5 1:b5 1:e5 2:a1 2:b1 2:e1 2:c2 2:d2 2:a3 2:b3 2:e3 2:c4 2:d4 2:a5 2:b5 white 1:a2 1:b2 1:e2 1:c3 1:d3 1:a4 1:b4 1:e4 1:c5 1:d5 2:c1 2:d1 2:a2 2:b2 2:e2 2:c3 2:d3 2:a4 2:b4 2:e4 2:c5 2:d5
#? []
131 go
#? [play 2:e5]
132 go
#? [end]
133 result
#? [ongoing]
# ... or passes, when that five is its only stone at all
134 new dual-board size=5
#? []
135 setup black 1:a1 1:b1 1:c1 1:d1 1:c2 1:d2 1:a3 1:b3 1:e3 1:c4 1:d4 1:a5 1:b5 1:e5 2:a1 2:b1 2:e1 2:c2 2:d2 2:a3 2:b3 2:e3 2:c4 2:d4 2:a5 2:b5 2:e5 white 1:a2 1:b2 1:e2 1:c3 1:d3 1:a4 1:b4 1:e4 1:c5 1:d5 2:c1 2:d1 2:a2 2:b2 2:e2 2:c3 2:d3 2:a4 2:b4 2:e4 2:c5 2:d5
#? []
136 go
#? [pass]
137 result
#? [ongoing]

# an AI seat plays its whole turn after a human's
140 new dual-board
#? []
141 ai white simple
#? []
142 play 1:j10
#? []
143 status
#? [P1 black play\|pass .*2 stones left.*]
144 history
#? [1\. P1 play 1:j10\n2\. P2 play [12]:[a-s][0-9]+\n3\. P2 play [12]:[a-s][0-9]+]
145 ai off
#? []

# a whole game between two simple AIs ends in a result, never in a
# single-board five
150 new dual-board seed=5
#? []
151 ai both simple
#? []
152 result
#? [(black|white) wins \(five on both boards\)|draw \(.*\)]
153 status
#? [over: .*]
154 ai off
#? []
