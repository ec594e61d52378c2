# rif-p04-taraguchi (RIF proposal 4: Taraguchi with N = 5): B1 at the centre,
# W2 in the 3x3, B3 in the 5x5, each followed by the other player's swap
# choice; W4 in the 7x7; then the player who did not place W4 chooses:
#   (a) swap or stay, then B5 in the 9x9, the other may swap, W6 anywhere;
#   (b) offer: black offers exactly N fifths anywhere, no two symmetric;
#       white keeps one and plays W6; no more swaps.

1 new rif-p04-taraguchi
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play g8
#? [? B1 must be at the centre]
5 offer a1 a2 a3 a4 a5
#? [? offer is not expected now: P1 black must place B1 at the centre]
6 play h8
#? []

# swap point 1: P2; both answers
7 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
8 P1 stay
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
9 play h9
#? [? play is not expected now: P2 white must swap colours or stay white]
10 swap
#? []
11 status
#? [P1 white play \(place W2 in the central 3x3\)]
12 undo
#? []
13 stay
#? []
14 status
#? [P2 white play \(place W2 in the central 3x3\)]

# W2 by P2
15 P1 play h9
#? [? it is P2's turn, not P1's \(P2 white must place W2 in the central 3x3\)]
16 play g10
#? [? W2 must be in the central 3x3]
17 play h10
#? [? W2 must be in the central 3x3]
18 play h9
#? []

# swap point 2: P1
19 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
20 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
21 stay
#? []
22 status
#? [P1 black play \(place B3 in the central 5x5\)]
23 undo
#? []
24 swap
#? []
25 status
#? [P2 black play \(place B3 in the central 5x5\)]

# B3 by P2
26 P1 play h10
#? [? it is P2's turn, not P1's \(P2 black must place B3 in the central 5x5\)]
27 play h11
#? [? B3 must be in the central 5x5]
28 play h10
#? []
29 opening
#? [D1 Kansei 寒星]

# swap point 3: P1
30 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
31 P2 stay
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
32 swap
#? []
33 status
#? [P2 white play \(place W4 in the central 7x7\)]
34 undo
#? []
35 stay
#? []
36 status
#? [P1 white play \(place W4 in the central 7x7\)]

# W4 by P1, in the 7x7; on column h so the position stays mirror-symmetric
# about column h (g and i points are images)
37 P2 play h11
#? [? it is P1's turn, not P2's \(P1 white must place W4 in the central 7x7\)]
38 play h12
#? [? W4 must be in the central 7x7]
39 swap
#? [? swap is not expected now: P1 white must place W4 in the central 7x7]
40 play h11
#? []

# the choice: P2 (who did not place W4): swap, stay or offer
41 status
#? [P2 black swap\|stay\|offer \(.*\)]
42 P1 swap
#? [? it is P2's turn, not P1's.*]
43 declare 5
#? [? declare is not expected now.*]
44 choose g7
#? [? choose is not expected now.*]

# option (b): offer exactly 5 fifths, no two symmetric
45 offer g7 g6 g5 g4
#? [? offer exactly 5 stones, not 4]
46 offer g7 g6 g5 g4 g3 g2
#? [? offer exactly 5 stones, not 6]
47 offer g7 g6 g5 g4 i4
#? [? g4 and i4 are symmetric]
48 offer g7 g6 g5 g4 h10
#? [? h10 is occupied]
49 offer g7 g6 g5 g4 g4
#? [? g4 is offered twice]
50 offer g7 g6 g5 g4 a15
#? []
51 board
#? [.*\n15  \* \. \. .*\n 7  \. \. \. \. \. \. \* .*\n 4  \. \. \. \. \. \. \* .*]
52 status
#? [P1 white choose \(choose one of the offered stones: g7 g6 g5 g4 a15\)]
53 P2 choose g7
#? [? it is P1's turn, not P2's.*]
54 choose i4
#? [? i4 was not offered]
55 swap
#? [? swap is not expected now.*]
56 choose a15
#? []
57 status
#? [P1 white play\|pass \(place a white stone\)]
58 history
#? [(.*\n)*6\. P1 stay\n7\. P1 play h11\n8\. P2 offer g7 g6 g5 g4 a15\n9\. P1 choose a15]
59 swap
#? [? swap is not .*]

# undo/redo across the choice and the offer
60 undo
#? []
61 status
#? [P1 white choose \(choose one of the offered stones: g7 g6 g5 g4 a15\)]
62 undo
#? []
63 status
#? [P2 black swap\|stay\|offer \(.*\)]
64 redo
#? []
65 redo
#? []
66 status
#? [P1 white play\|pass \(place a white stone\)]

# play on: W6 by P1, then P2 (black) makes a five on row 2
67 play b14
#? []
68 play b2
#? []
69 play d14
#? []
70 play c2
#? []
71 play f14
#? []
72 play d2
#? []
73 play j14
#? []
74 play e2
#? []
75 play l14
#? []
76 play f2
#? []
77 result
#? [black wins \(five\)]

# option (a), stay: back to the choice
80 undo
#? []
81 undo
#? []
82 undo
#? []
83 undo
#? []
84 undo
#? []
85 undo
#? []
86 undo
#? []
87 undo
#? []
88 undo
#? []
89 undo
#? []
90 undo
#? []
91 undo
#? []
92 status
#? [P2 black swap\|stay\|offer \(.*\)]
93 stay
#? []
94 status
#? [P2 black play \(place B5 in the central 9x9\)]
95 offer g7 g6 g5 g4 a15
#? [? offer is not expected now: P2 black must place B5 in the central 9x9]
96 P1 play g7
#? [? it is P2's turn, not P1's \(P2 black must place B5 in the central 9x9\)]
97 play m13
#? [? B5 must be in the central 9x9]
98 play l12
#? []

# the last swap point: P1, the other player
99 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
100 P2 swap
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
101 stay
#? []
102 status
#? [P1 white play\|pass \(place a white stone\)]
103 undo
#? []
104 swap
#? []
105 status
#? [P2 white play\|pass \(place a white stone\)]
106 history
#? [(.*\n)*7\. P1 play h11\n8\. P2 stay\n9\. P2 play l12\n10\. P1 swap]
107 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
108 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
109 ai off
#? []

# option (a), swap: P1 takes black and places B5, then P2 may swap
110 new rif-p04-taraguchi
#? []
111 play h8
#? []
112 stay
#? []
113 play i9
#? []
114 stay
#? []
115 play j8
#? []
116 opening
#? [I3 Kosei 恒星]
117 stay
#? []
118 play k11
#? []
119 status
#? [P1 black swap\|stay\|offer \(.*\)]
120 swap
#? []
121 status
#? [P2 black play \(place B5 in the central 9x9\)]
122 play d4
#? []
123 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
124 swap
#? []
125 status
#? [P2 white play\|pass \(place a white stone\)]
126 undo
#? []
127 undo
#? []
128 undo
#? []
129 status
#? [P1 black swap\|stay\|offer \(.*\)]

# N is a key: N=3 asks for exactly 3 offers
130 new rif-p04-taraguchi N=3
#? []
131 play h8
#? []
132 stay
#? []
133 play h9
#? []
134 stay
#? []
135 play i10
#? []
136 stay
#? []
137 play a1
#? [? W4 must be in the central 7x7]
138 play e5
#? []
139 offer a1 a2 a3 a4 a5
#? [? offer exactly 3 stones, not 5]
140 offer a1 a2 a3
#? []
141 status
#? [P2 white choose \(choose one of the offered stones: a1 a2 a3\)]
142 new rif-p04-taraguchi N=x
#? [? N=x: N must be a whole number.*]
# N=0 would make an offer of no stones: refused when the game is made
143 new rif-p04-taraguchi N=0
#? [? N=0: step 'fifth' would take 0 stones.*]
