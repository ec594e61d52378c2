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
50 new rif-p06-taimla
#? []
51 play h8 h9 j10 a1 o15
#? []
52 opening
#? [D3 Sosei 疏星]
53 status
#? [P2 white play\|swap\|reject \(.*\)]
54 play g7
#? []
55 status
#? [P1 black play\|pass \(place a black stone\)]
56 history
#? [(.*\n)*5\. P1 play o15\n6\. P2 play g7]
57 undo
#? []
58 status
#? [P2 white play\|swap\|reject \(.*\)]
59 redo
#? []
60 ai both
#? []
61 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
62 ai off
#? []

# answer 3: reject; the board is cleared and part 2 starts, P2 the opener
70 new rif-p06-taimla
#? []
71 play h8 h9 j10 a1 o15
#? []
72 reject
#? []
73 status
#? [P2 black play \(place B1 at the centre\)]
74 board
#? [!.*[XO].*]
75 history
#? [(.*\n)*5\. P1 play o15\n6\. P2 reject]

# undo/redo across the rejection brings the five stones back and clears them again
76 undo
#? []
77 status
#? [P2 white play\|swap\|reject \(.*\)]
78 board
#? [.*\n15  \. \. \. \. \. \. \. \. \. \. \. \. \. \.\[X\]15\n.*\n 1  O \. .*]
79 redo
#? []
80 status
#? [P2 black play \(place B1 at the centre\)]
81 board
#? [!.*[XO].*]

# part 2, B1 by P2 at the centre
82 P1 play h8
#? [? it is P2's turn, not P1's \(P2 black must place B1 at the centre\)]
83 play a1
#? [? B1 must be at the centre]
84 reject
#? [? reject is not expected now: P2 black must place B1 at the centre]
85 play h8
#? []

# swap point 1: P1, the other player; both answers
86 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
87 P2 swap
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
88 reject
#? [? reject is not expected now: P1 white must swap colours or stay white]
89 stay
#? []
90 status
#? [P1 white play \(place W2 in the central 3x3\)]
91 undo
#? []
92 swap
#? []
93 status
#? [P2 white play \(place W2 in the central 3x3\)]

# W2 by P2 (white now)
94 P1 play h9
#? [? it is P2's turn, not P1's \(P2 white must place W2 in the central 3x3\)]
95 play h10
#? [? W2 must be in the central 3x3]
96 play h9
#? []

# swap point 2: P1; both answers
97 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
98 P2 stay
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
99 swap
#? []
100 status
#? [P2 black play \(place B3 in the central 5x5\)]
101 undo
#? []
102 stay
#? []
103 status
#? [P1 black play \(place B3 in the central 5x5\)]

# B3 by P1
104 P2 play h10
#? [? it is P1's turn, not P2's \(P1 black must place B3 in the central 5x5\)]
105 play h11
#? [? B3 must be in the central 5x5]
106 play h10
#? []
107 opening
#? [D1 Kansei 寒星]

# swap point 3: P2; both answers
108 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
109 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
110 swap
#? []
111 status
#? [P1 white play \(place W4 anywhere\)]
112 undo
#? []
113 stay
#? []
114 status
#? [P2 white play \(place W4 anywhere\)]

# W4 by P2 anywhere (on column h: the position stays mirror-symmetric about
# column h), then P2 declares n in 1..3
115 P1 play h11
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
116 declare 2
#? [? declare is not expected now: P2 white must place W4 anywhere]
117 play h11
#? []
118 status
#? [P2 white declare \(declare a number from 1 to 3\)]
119 P1 declare 2
#? [? it is P2's turn, not P1's \(P2 white must declare a number from 1 to 3\)]
120 declare 0
#? [? declare a number from 1 to 3, not 0]
121 declare 4
#? [? declare a number from 1 to 3, not 4]
122 swap
#? [? swap is not expected now: P2 white must declare a number from 1 to 3]
123 declare 3
#? []

# swap point 4: P1 (did not place W4); both answers
124 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
125 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
126 swap
#? []
127 status
#? [P2 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
128 undo
#? []
129 stay
#? []
130 status
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]

# black (P1) offers 3, no two symmetric
131 P2 offer g7 g6 g5
#? [? it is P1's turn, not P2's.*]
132 offer g7 g6
#? [? offer exactly 3 stones, not 2]
133 offer g7 g6 g5 g4
#? [? offer exactly 3 stones, not 4]
134 offer g7 g6 i6
#? [? g6 and i6 are symmetric]
135 offer g7 g6 h11
#? [? h11 is occupied]
136 reject
#? [? reject is not expected now.*]
137 offer g7 g6 g5
#? []
138 board
#? [.*\n 7  \. \. \. \. \. \. \* .*\n 6  \. \. \. \. \. \. \* .*\n 5  \. \. \. \. \. \. \* .*]

# white (P2) keeps one and plays W6
139 status
#? [P2 white choose \(choose one of the offered stones: g7 g6 g5\)]
140 P1 choose g7
#? [? it is P2's turn, not P1's.*]
141 choose i7
#? [? i7 was not offered]
142 choose g5
#? []
143 status
#? [P2 white play\|pass \(place a white stone\)]
144 history
#? [(.*\n)*6\. P2 reject\n7\. P2 play h8\n8\. P1 swap\n9\. P2 play h9\n10\. P1 stay\n11\. P1 play h10\n12\. P2 stay\n13\. P2 play h11\n14\. P2 declare 3\n15\. P1 stay\n16\. P1 offer g7 g6 g5\n17\. P2 choose g5]

# undo back over the choice and the offer, redo them
145 undo
#? []
146 undo
#? []
147 status
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
148 redo
#? []
149 redo
#? []
150 status
#? [P2 white play\|pass \(place a white stone\)]

# play on: P1 (black) makes a five on row 2
151 play b14
#? []
152 play b2
#? []
153 play d14
#? []
154 play c2
#? []
155 play f14
#? []
156 play d2
#? []
157 play j14
#? []
158 play e2
#? []
159 play l14
#? []
160 play f2
#? []
161 result
#? [black wins \(five\)]
