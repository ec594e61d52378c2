# rif-p12-nokhrin (RIF proposal 12, Nokhrin): P1 B1 at the centre; P2 W2 in the
# 3x3; P1 B3 in the 5x5; P2 W4 in the 5x5; P1 B5 in the 5x5.  Then three
# decision points:
#   P2: play W6 (and stays white), or move one of stones 3, 4, 5 to another
#       point of the 5x5;
#   P1: play W6 (taking white), or stay black (the proposal's "swap, then hold
#       black": P2 plays W6), or move one of 3, 4, 5 not moved before;
#   P2: play W6, or swap (taking black; P1 plays W6).
# Every option at each point is tried; stones 3, 4 and 5 each move; a stone
# moved twice is refused; moves are undone and redone.

1 new rif-p12-nokhrin
#? []

# the five stones, alternately by P1 and P2, in their squares
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play g8
#? [? B1 must be at the centre]
5 move h8 h7
#? [? move is not expected now: P1 black must place B1 at the centre]
6 play h8
#? []
7 status
#? [P2 white play \(place W2 in the central 3x3\)]
8 P1 play h9
#? [? it is P2's turn, not P1's \(P2 white must place W2 in the central 3x3\)]
9 play h10
#? [? W2 must be in the central 3x3]
10 swap
#? [? swap is not expected now: P2 white must place W2 in the central 3x3]
11 play h9
#? []
12 status
#? [P1 black play \(place B3 in the central 5x5\)]
13 P2 play j10
#? [? it is P1's turn, not P2's \(P1 black must place B3 in the central 5x5\)]
14 play k10
#? [? B3 must be in the central 5x5]
15 play j10
#? []
16 status
#? [P2 white play \(place W4 in the central 5x5\)]
17 play e5
#? [? W4 must be in the central 5x5]
18 move j10 j9
#? [? move is not expected now: P2 white must place W4 in the central 5x5]
19 play f6
#? []
20 status
#? [P1 black play \(place B5 in the central 5x5\)]
21 P2 play g7
#? [? it is P1's turn, not P2's \(P1 black must place B5 in the central 5x5\)]
22 play g11
#? [? B5 must be in the central 5x5]
23 play g7
#? []

# decision point 1 (P2): play W6 or move stone 3, 4 or 5 within the 5x5
24 status
#? [P2 white play\|move \(play W6, or move stone 3, 4 or 5 within the 5x5\)]
25 P1 move g7 g6
#? [? it is P2's turn, not P1's.*]
26 swap
#? [? swap is not expected now: P2 must choose play W6, or move stone 3, 4 or 5 within the 5x5]
27 stay
#? [? stay is not expected now: P2 must choose play W6, or move stone 3, 4 or 5 within the 5x5]
28 move h8 h7
#? [? h8 is not one of the stones that may move]
29 move h9 i10
#? [? h9 is not one of the stones that may move]
30 move a1 a2
#? [? a1 is not one of the stones that may move]
31 move j10 k11
#? [? the stone must stay in the central 5x5]
32 move g7 f6
#? [? f6 is occupied]

# option 1: P2 plays W6 and stays white; black (P1) moves next
33 play g10
#? []
34 status
#? [P1 black play\|pass \(place a black stone\)]
35 move j10 j9
#? [? .*not expected now.*]
36 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play j10\n4\. P2 play f6\n5\. P1 play g7\n6\. P2 play g10]
37 undo
#? []
38 status
#? [P2 white play\|move \(play W6, or move stone 3, 4 or 5 within the 5x5\)]

# option 2: P2 moves stone 5 (g7 to g6)
39 move g7 g6
#? []
40 board
#? [.*\n 7  \. \. \. \. \. \. \. \. .*\n 6  \. \. \. \. \. O\[X\]\. .*]
41 history
#? [(.*\n)*5\. P1 play g7\n6\. P2 move g7 g6]

# undo of a move puts the stone back; redo moves it again
42 undo
#? []
43 board
#? [.*\n 7  \. \. \. \. \. \.\[X\]\. .*\n 6  \. \. \. \. \. O \. \. .*]
44 status
#? [P2 white play\|move \(.*\)]
45 redo
#? []
46 board
#? [.*\n 6  \. \. \. \. \. O\[X\]\. .*]

# decision point 2 (P1): play W6 (taking white), stay, or move a stone not moved yet
47 status
#? [P1 black play\|stay\|move \(play W6 \(taking white\), stay black, or move a stone not moved yet\)]
48 P2 move f6 f10
#? [? it is P1's turn, not P2's.*]
49 swap
#? [? swap is not expected now: P1 must choose .*]
50 move g6 g7
#? [? stone 5 has moved already]
51 move h9 h10
#? [? h9 is not one of the stones that may move]
52 move f6 e5
#? [? the stone must stay in the central 5x5]
53 move f6 h8
#? [? h8 is occupied]

# option 1: P1 plays W6 and takes white; P2 holds black and moves next
54 play a1
#? []
55 status
#? [P2 black play\|pass \(place a black stone\)]
56 history
#? [(.*\n)*6\. P2 move g7 g6\n7\. P1 play a1]
57 undo
#? []
58 status
#? [P1 black play\|stay\|move \(.*\)]

# option 2: P1 stays black; P2 (white) plays W6
59 stay
#? []
60 status
#? [P2 white play\|pass \(place a white stone\)]
61 history
#? [(.*\n)*6\. P2 move g7 g6\n7\. P1 stay]
62 undo
#? []

# option 3: P1 moves stone 4 (f6 to f10)
63 move f6 f10
#? []
64 board
#? [.*\n10  \. \. \. \. \.\[O\]\. \. \. X .*\n.*\n.*\n.*\n 6  \. \. \. \. \. \. X \. .*]

# decision point 3 (P2): play W6 or swap; no more moves
65 status
#? [P2 white play\|swap \(play W6, or swap \(taking black\)\)]
66 P1 play a1
#? [? it is P2's turn, not P1's.*]
67 move j10 j9
#? [? move is not expected now: P2 must choose play W6, or swap \(taking black\)]
68 stay
#? [? stay is not expected now: P2 must choose play W6, or swap \(taking black\)]

# option 1: P2 plays W6, stays white; P1 (black) moves next
69 play a1
#? []
70 status
#? [P1 black play\|pass \(place a black stone\)]
71 undo
#? []

# option 2: P2 swaps: P2 holds black, P1 (white) plays W6
72 swap
#? []
73 status
#? [P1 white play\|pass \(place a white stone\)]
74 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play j10\n4\. P2 play f6\n5\. P1 play g7\n6\. P2 move g7 g6\n7\. P1 move f6 f10\n8\. P2 swap]

# undo/redo across the swap and the second move
75 undo
#? []
76 undo
#? []
77 status
#? [P1 black play\|stay\|move \(.*\)]
78 board
#? [.*\n10  \. \. \. \. \. \. \. \. \. X .*\n.*\n.*\n.*\n 6  \. \. \. \. \. O\[X\]\. .*]
79 redo
#? []
80 redo
#? []
81 status
#? [P1 white play\|pass \(place a white stone\)]

# a record keeps the moves and the swap
82 save wuzi-regress-rif-p12-nokhrin.wuzi
#? []
83 new rif-p12-nokhrin
#? []
84 load wuzi-regress-rif-p12-nokhrin.wuzi
#? []
85 history
#? [(.*\n)*6\. P2 move g7 g6\n7\. P1 move f6 f10\n8\. P2 swap]
86 board
#? [.*\n10  \. \. \. \. \.\[O\]\. \. \. X .*\n.*\n.*\n.*\n 6  \. \. \. \. \. \. X \. .*]
87 status
#? [P1 white play\|pass \(place a white stone\)]

# play on: P1 (white) makes a five on row 14, P2 (black) scatters
88 play b14
#? []
89 play b2
#? []
90 play c14
#? []
91 play d2
#? []
92 play d14
#? []
93 play f2
#? []
94 play e14
#? []
95 play j2
#? []
96 play f14
#? []
97 result
#? [white wins \(five\)]

# stone 3 moves: P2 moves B3 (j10 to j9), P1 then moves stone 5 (g7 to h7)
# and may not move stone 3 again; P2 plays W6
98 new rif-p12-nokhrin
#? []
99 play h8 h9 j10 f6 g7
#? []
100 move j10 j9
#? []
101 status
#? [P1 black play\|stay\|move \(.*\)]
102 move j9 j10
#? [? stone 3 has moved already]
103 move g7 h7
#? []
104 board
#? [.*\n 9  \. \. \. \. \. \. \. O \. X .*\n 8  \. \. \. \. \. \. \. X .*\n 7  \. \. \. \. \. \. \.\[X\]\. .*]
105 status
#? [P2 white play\|swap \(.*\)]
106 play l5
#? []
107 status
#? [P1 black play\|pass \(place a black stone\)]
108 history
#? [(.*\n)*5\. P1 play g7\n6\. P2 move j10 j9\n7\. P1 move g7 h7\n8\. P2 play l5]
109 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
110 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
111 ai off
#? []

# P2 moves stone 4 (its own white stone); P1 may still move stone 3 or 5 but
# not 4 again
112 new rif-p12-nokhrin
#? []
113 play h8 h9 j10 f6 g7
#? []
114 move f6 g6
#? []
115 move g6 f6
#? [? stone 4 has moved already]
116 move j10 i10
#? []
117 status
#? [P2 white play\|swap \(.*\)]
118 undo
#? []
119 status
#? [P1 black play\|stay\|move \(.*\)]
120 board
#? [.*\n10  \. \. \. \. \. \. \. \. \. X .*]
