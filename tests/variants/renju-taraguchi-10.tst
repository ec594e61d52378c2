# renju-taraguchi-10: B1 at the centre, W2 in the 3x3, B3 in the 5x5, each followed by
# the other player's swap choice; W4 in the 7x7; then the player who did not place W4
# chooses: (a) swap or stay, then B5 in the 9x9, the other player may swap, W6
# anywhere; or (b) black offers exactly N fifth moves anywhere (N = 10, a key), white
# keeps one and plays W6, no more swaps.

# B1: P1 (black) at the centre
1 new renju-taraguchi-10
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 play h7
#? [? B1 must be at the centre]
5 P1 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 P1 play h8
#? []

# swap 1: P2 (white) stays
7 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
8 P1 stay
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
9 P2 play h9
#? [? play is not expected now: P2 white must swap colours or stay white]
10 P2 stay
#? []

# W2: P2 (white) in the 3x3
11 status
#? [P2 white play \(place W2 in the central 3x3\)]
12 P1 play h9
#? [? it is P2's turn, not P1's \(P2 white must place W2 in the central 3x3\)]
13 P2 play h10
#? [? W2 must be in the central 3x3]
14 P2 play h9
#? []

# swap 2: P1 (black) swaps: P1 white, P2 black
15 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
16 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
17 P1 play h10
#? [? play is not expected now: P1 black must swap colours or stay black]
18 P1 swap
#? []

# B3: black is P2, in the 5x5
19 status
#? [P2 black play \(place B3 in the central 5x5\)]
20 P1 play h10
#? [? it is P2's turn, not P1's \(P2 black must place B3 in the central 5x5\)]
21 P2 play k8
#? [? B3 must be in the central 5x5]
22 P2 swap
#? [? swap is not expected now: P2 black must place B3 in the central 5x5]
23 P2 play h10
#? []
24 opening
#? [D1 Kansei 寒星]

# swap 3: P1 (white) stays
25 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
26 P2 stay
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
27 P1 play h11
#? [? play is not expected now: P1 white must swap colours or stay white]
28 P1 stay
#? []

# W4: white is P1, in the 7x7; no swap follows it directly
29 status
#? [P1 white play \(place W4 in the central 7x7\)]
30 P2 play h11
#? [? it is P1's turn, not P2's \(P1 white must place W4 in the central 7x7\)]
31 P1 play h12
#? [? W4 must be in the central 7x7]
32 P1 play l4
#? [? W4 must be in the central 7x7]
33 P1 offer g10 i10
#? [? offer is not expected now: P1 white must place W4 in the central 7x7]
# h11 (distance 3) keeps the h-file mirror symmetry
34 P1 play h11
#? []

# the choice: the player who did not place W4, P2 (black): swap, stay or offer
35 status
#? [P2 black swap\|stay\|offer \(swap or stay \(then B5 in the 9x9\), or offer 10 fifth moves\)]
36 P1 swap
#? [? it is P2's turn, not P1's .*]
37 P1 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2
#? [? it is P2's turn, not P1's .*]
38 P2 play g10
#? [? play is not expected now: P2 must choose swap or stay \(then B5 in the 9x9\), or offer 10 fifth moves]
39 P2 declare 10
#? [? declare is not expected now: .*]
40 P2 choose g10
#? [? choose is not expected now: .*]
41 history
#? [1\. P1 play h8\n2\. P2 stay\n3\. P2 play h9\n4\. P1 swap\n5\. P2 play h10\n6\. P1 stay\n7\. P1 play h11]

# branch (b): black (P2) offers exactly 10, no two symmetric
42 P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2
#? [? offer exactly 10 stones, not 9]
43 P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2
#? [? offer exactly 10 stones, not 11]
44 P2 offer a1 b1 c1 d1 e1 f1 g1 i1 a2 b2
#? [? g1 and i1 are symmetric]
45 P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 h11
#? [? h11 is occupied]
46 P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2
#? []
47 board
#? [.* 2  \* \* \. .* 1  \* \* \* \* \* \* \* \* \. .*]
48 status
#? [P1 white choose \(choose one of the offered stones: a1 b1 c1 d1 e1 f1 g1 h1 a2 b2\)]
49 P2 choose h1
#? [? it is P1's turn, not P2's .*]
50 P1 swap
#? [? swap is not expected now: .*]
51 P1 choose i1
#? [? i1 was not offered]
52 P1 choose h1
#? []
53 board
#? [!.*\*.*]
# no more swaps: white (P1) plays W6
54 status
#? [P1 white play\|pass \(place a white stone\)]
55 P1 swap
#? [? swap is not .*]
56 history
#? [.*\n7\. P1 play h11\n8\. P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2\n9\. P1 choose h1]

# play on: white (P1) makes a15 b15 c15 d15 e15
57 play a15 o1 b15 o3 c15 o5 d15 m1
#? []
58 result
#? [ongoing]
59 P1 play e15
#? []
60 result
#? [white wins \(five\)]

# undo back to the choice (through the result, W6 .. B14, the choice of h1 and the
# offer), then branch (a) with a swap
61 undo
#? []
62 undo
#? []
63 undo
#? []
64 undo
#? []
65 undo
#? []
66 undo
#? []
67 undo
#? []
68 undo
#? []
69 undo
#? []
70 undo
#? []
71 undo
#? []
72 status
#? [P2 black swap\|stay\|offer .*]
73 board
#? [!.*\*.*]
74 P2 swap
#? []

# B5: black is now P1, in the 9x9
75 status
#? [P1 black play \(place B5 in the central 9x9\)]
76 P2 play d4
#? [? it is P1's turn, not P2's \(P1 black must place B5 in the central 9x9\)]
77 P1 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2
#? [? offer is not expected now: .*]
78 P1 play m13
#? [? B5 must be in the central 9x9]
79 P1 play l3
#? [? B5 must be in the central 9x9]
80 P1 play d4
#? []

# swap 5: the other player, P2 (white), stays; P2 plays W6
81 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
82 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
83 P2 play a1
#? [? play is not expected now: P2 white must swap colours or stay white]
84 P2 stay
#? []
85 status
#? [P2 white play\|pass \(place a white stone\)]
86 history
#? [.*\n7\. P1 play h11\n8\. P2 swap\n9\. P1 play d4\n10\. P2 stay]
# undo/redo the last swap decision, then swap instead: P1 white plays W6
87 undo
#? []
88 redo
#? []
89 status
#? [P2 white play\|pass \(place a white stone\)]
90 undo
#? []
91 P2 swap
#? []
92 status
#? [P1 white play\|pass \(place a white stone\)]
93 P1 play a1
#? []
94 status
#? [P2 black play\|pass \(place a black stone\)]

# branch (a) with a stay at the choice: black stays P2 and plays B5
100 new renju-taraguchi-10
#? []
101 play h8
#? []
102 stay
#? []
103 play h9
#? []
104 swap
#? []
105 play h10
#? []
106 stay
#? []
107 play h11
#? []
108 P2 stay
#? []
109 status
#? [P2 black play \(place B5 in the central 9x9\)]
110 P2 play l12
#? []
111 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
112 P1 stay
#? []
113 status
#? [P1 white play\|pass \(place a white stone\)]
# play on: two AIs finish the game
114 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
115 result
#? [(black|white) wins \(.*\)|draw \(.*\)]

# N is a key: N=5 changes the number of offers required (the AIs are switched off
# first: they stay on across `new`)
119 ai off
#? []
120 new renju-taraguchi-10 N=5
#? []
121 play h8
#? []
122 stay
#? []
123 play h9
#? []
124 stay
#? []
125 play h10
#? []
126 stay
#? []
127 play h11
#? []
128 status
#? [P1 black swap\|stay\|offer .*]
129 P1 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2
#? [? offer exactly 5 stones, not 10]
130 P1 offer a1 b1 c1 d1
#? [? offer exactly 5 stones, not 4]
131 P1 offer a1 b1 c1 d1 e1
#? []
132 status
#? [P2 white choose \(choose one of the offered stones: a1 b1 c1 d1 e1\)]
133 P2 choose e1
#? []
134 status
#? [P2 white play\|pass \(place a white stone\)]

# bad overrides
135 new renju-taraguchi-10 K=5
#? [? renju-taraguchi-10 has no key 'K'.*]
# N=0 or N=33 asks for an offer no player can make: refused when the game is made
136 new renju-taraguchi-10 N=0
#? [? N=0: step 'fifth' would take 0 stones \(1\.\.32\)]
137 new renju-taraguchi-10 N=33
#? [? N=33: step 'fifth' would take 33 stones \(1\.\.32\)]
