# rif-p06-taimla (RIF proposal 6, Taimla).  Part 1: P1 places five stones:
# one of the 26 openings, then W4 and B5 anywhere.  P2 answers: swap (white,
# now P1, plays W6), play W6 itself, or reject: the board is cleared and part
# 2 starts with P2 as the opener: P2 places B1 at the centre; the other player
# may swap; white W2 in the 3x3; the other may swap; black B3 in the 5x5; the
# other may swap; white W4 anywhere and declares n in 1..3; the other may
# swap; black offers n fifths, no two symmetric; white keeps one, plays W6.

1 new rif-p06-taimla
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]

# part 1: the opening and W4, B5, all by P1
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 i9 l12
#? [? B3 must be in the central 5x5]
5 reject
#? [? reject is not expected now: P1 black must place B1 at the centre]
6 play h8 i9 j8
#? []
7 opening
#? [I3 Kosei 恒星]
8 status
#? [P1 black play \(place W4 anywhere\)]
9 P2 play a1
#? [? it is P1's turn, not P2's \(P1 black must place W4 anywhere\)]
10 swap
#? [? swap is not expected now: P1 black must place W4 anywhere]
11 play j8
#? [? j8 is occupied]
12 play a1
#? []
13 status
#? [P1 black play \(place B5 anywhere\)]
14 P2 play o15
#? [? it is P1's turn, not P2's \(P1 black must place B5 anywhere\)]
15 reject
#? [? reject is not expected now: P1 black must place B5 anywhere]
16 play o15
#? []

# P2 answers: swap, play W6, or reject; nothing else, and not P1
17 status
#? [P2 white play\|swap\|reject \(swap, play W6, or reject the opening\)]
18 P1 swap
#? [? it is P2's turn, not P1's.*]
19 P1 reject
#? [? it is P2's turn, not P1's.*]
20 stay
#? [? stay is not expected now: P2 must choose swap, play W6, or reject the opening]
21 declare 2
#? [? declare is not expected now: P2 must choose swap, play W6, or reject the opening]
22 offer b2 b3
#? [? offer is not expected now: P2 must choose swap, play W6, or reject the opening]
23 play a1
#? [? a1 is occupied]

# answer 1: swap; P1 now holds white and plays W6
24 swap
#? []
25 status
#? [P1 white play\|pass \(place a white stone\)]
26 reject
#? [? .*not .*]
27 history
#? [(.*\n)*4\. P1 play a1\n5\. P1 play o15\n6\. P2 swap]
28 undo
#? []
29 status
#? [P2 white play\|swap\|reject \(swap, play W6, or reject the opening\)]
30 redo
#? []
31 status
#? [P1 white play\|pass \(place a white stone\)]

# and on to a five by P1 (white) on row 14, P2 (black) scattering
32 play b14
#? []
33 play b2
#? []
34 play c14
#? []
35 play d2
#? []
36 play d14
#? []
37 play f2
#? []
38 play e14
#? []
39 play j2
#? []
40 play f14
#? []
41 result
#? [white wins \(five\)]

# answer 2: P2 plays W6 and stays white; black (P1) moves next
42 new rif-p06-taimla
#? []
43 play h8 h9 j10 a1 o15
#? []
44 opening
#? [D3 Sosei 疏星]
45 status
#? [P2 white play\|swap\|reject \(.*\)]
46 play g7
#? []
47 status
#? [P1 black play\|pass \(place a black stone\)]
48 history
#? [(.*\n)*5\. P1 play o15\n6\. P2 play g7]
49 undo
#? []
50 status
#? [P2 white play\|swap\|reject \(.*\)]
51 redo
#? []
52 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
53 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
54 ai off
#? []

# answer 3: reject; the board is cleared and part 2 starts, P2 the opener
55 new rif-p06-taimla
#? []
56 play h8 h9 j10 a1 o15
#? []
57 reject
#? []
58 status
#? [P2 black play \(place B1 at the centre\)]
59 board
#? [!.*[XO].*]
60 history
#? [(.*\n)*5\. P1 play o15\n6\. P2 reject]

# undo/redo across the rejection brings the five stones back and clears them again
61 undo
#? []
62 status
#? [P2 white play\|swap\|reject \(.*\)]
63 board
#? [.*\n15  \. \. \. \. \. \. \. \. \. \. \. \. \. \.\[X\]15\n.*\n 1  O \. .*]
64 redo
#? []
65 status
#? [P2 black play \(place B1 at the centre\)]
66 board
#? [!.*[XO].*]

# part 2, B1 by P2 at the centre
67 P1 play h8
#? [? it is P2's turn, not P1's \(P2 black must place B1 at the centre\)]
68 play a1
#? [? B1 must be at the centre]
69 reject
#? [? reject is not expected now: P2 black must place B1 at the centre]
70 play h8
#? []

# swap point 1: P1, the other player; both answers
71 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
72 P2 swap
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
73 reject
#? [? reject is not expected now: P1 white must swap colours or stay white]
74 stay
#? []
75 status
#? [P1 white play \(place W2 in the central 3x3\)]
76 undo
#? []
77 swap
#? []
78 status
#? [P2 white play \(place W2 in the central 3x3\)]

# W2 by P2 (white now)
79 P1 play h9
#? [? it is P2's turn, not P1's \(P2 white must place W2 in the central 3x3\)]
80 play h10
#? [? W2 must be in the central 3x3]
81 play h9
#? []

# swap point 2: P1; both answers
82 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
83 P2 stay
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
84 swap
#? []
85 status
#? [P2 black play \(place B3 in the central 5x5\)]
86 undo
#? []
87 stay
#? []
88 status
#? [P1 black play \(place B3 in the central 5x5\)]

# B3 by P1
89 P2 play h10
#? [? it is P1's turn, not P2's \(P1 black must place B3 in the central 5x5\)]
90 play h11
#? [? B3 must be in the central 5x5]
91 play h10
#? []
92 opening
#? [D1 Kansei 寒星]

# swap point 3: P2; both answers
93 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
94 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
95 swap
#? []
96 status
#? [P1 white play \(place W4 anywhere\)]
97 undo
#? []
98 stay
#? []
99 status
#? [P2 white play \(place W4 anywhere\)]

# W4 by P2 anywhere (on column h: the position stays mirror-symmetric about
# column h), then P2 declares n in 1..3
100 P1 play h11
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
101 declare 2
#? [? declare is not expected now: P2 white must place W4 anywhere]
102 play h11
#? []
103 status
#? [P2 white declare \(declare a number from 1 to 3\)]
104 P1 declare 2
#? [? it is P2's turn, not P1's \(P2 white must declare a number from 1 to 3\)]
105 declare 0
#? [? declare a number from 1 to 3, not 0]
106 declare 4
#? [? declare a number from 1 to 3, not 4]
107 swap
#? [? swap is not expected now: P2 white must declare a number from 1 to 3]
108 declare 3
#? []

# swap point 4: P1 (did not place W4); both answers
109 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
110 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
111 swap
#? []
112 status
#? [P2 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
113 undo
#? []
114 stay
#? []
115 status
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]

# black (P1) offers 3, no two symmetric
116 P2 offer g7 g6 g5
#? [? it is P1's turn, not P2's.*]
117 offer g7 g6
#? [? offer exactly 3 stones, not 2]
118 offer g7 g6 g5 g4
#? [? offer exactly 3 stones, not 4]
119 offer g7 g6 i6
#? [? g6 and i6 are symmetric]
120 offer g7 g6 h11
#? [? h11 is occupied]
121 reject
#? [? reject is not expected now.*]
122 offer g7 g6 g5
#? []
123 board
#? [.*\n 7  \. \. \. \. \. \. \* .*\n 6  \. \. \. \. \. \. \* .*\n 5  \. \. \. \. \. \. \* .*]

# white (P2) keeps one and plays W6
124 status
#? [P2 white choose \(choose one of the offered stones: g7 g6 g5\)]
125 P1 choose g7
#? [? it is P2's turn, not P1's.*]
126 choose i7
#? [? i7 was not offered]
127 choose g5
#? []
128 status
#? [P2 white play\|pass \(place a white stone\)]
129 history
#? [(.*\n)*6\. P2 reject\n7\. P2 play h8\n8\. P1 swap\n9\. P2 play h9\n10\. P1 stay\n11\. P1 play h10\n12\. P2 stay\n13\. P2 play h11\n14\. P2 declare 3\n15\. P1 stay\n16\. P1 offer g7 g6 g5\n17\. P2 choose g5]

# undo back over the choice and the offer, redo them
130 undo
#? []
131 undo
#? []
132 status
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
133 redo
#? []
134 redo
#? []
135 status
#? [P2 white play\|pass \(place a white stone\)]

# a record keeps the rejection and part 2 (the board is the part 2 one)
136 save wuzi-regress-rif-p06-taimla.wuzi
#? []
137 new rif-p06-taimla
#? []
138 load wuzi-regress-rif-p06-taimla.wuzi
#? []
139 status
#? [P2 white play\|pass \(place a white stone\)]
140 history
#? [(.*\n)*5\. P1 play o15\n6\. P2 reject\n7\. P2 play h8\n(.*\n)*17\. P2 choose g5]
141 board
#? [.*\n15  (\. ){15}15\n(.*\n)* 1  (\. ){15} 1\n.*]

# play on: P1 (black) makes a five on row 2
142 play b14
#? []
143 play b2
#? []
144 play d14
#? []
145 play c2
#? []
146 play f14
#? []
147 play d2
#? []
148 play j14
#? []
149 play e2
#? []
150 play l14
#? []
151 play f2
#? []
152 result
#? [black wins \(five\)]
