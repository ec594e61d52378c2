# rif-p08-shanghai-a (RIF proposal 8, Shanghai committee rule A): P1 places
# one of the 26 openings; P2 may swap; white plays W4 inside the central 5x5
# and declares n (no cap in the text; decided 1..12); the other player may
# swap; black offers n fifth moves, no two symmetric; white keeps one and
# plays W6.

1 new rif-p08-shanghai-a
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]

# the opening: one of the 26, all three stones by P1
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 h9 k11
#? [? B3 must be in the central 5x5]
5 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 play h8 h9 h10
#? []
7 opening
#? [D1 Kansei 寒星]

# swap point 1: P2; both answers
8 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
9 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
10 play h6
#? [? play is not expected now: P2 white must swap colours or stay white]
11 declare 1
#? [? declare is not expected now: P2 white must swap colours or stay white]
12 swap
#? []
13 status
#? [P1 white play \(place W4 in the central 5x5\)]
14 undo
#? []
15 stay
#? []

# W4 by white (P2); it must be in the 5x5; on column h, so the
# position stays mirror-symmetric about column h (g and i points are images)
16 status
#? [P2 white play \(place W4 in the central 5x5\)]
17 P1 play h6
#? [? it is P2's turn, not P1's \(P2 white must place W4 in the central 5x5\)]
18 declare 2
#? [? declare is not expected now: P2 white must place W4 in the central 5x5]
19 play h11
#? [? W4 must be in the central 5x5]
20 play h6
#? []

# white (P2) declares n in 1..12
21 status
#? [P2 white declare \(declare a number from 1 to 12\)]
22 P1 declare 2
#? [? it is P2's turn, not P1's \(P2 white must declare a number from 1 to 12\)]
23 declare 0
#? [? declare a number from 1 to 12, not 0]
24 declare 13
#? [? declare a number from 1 to 12, not 13]
25 swap
#? [? swap is not expected now: P2 white must declare a number from 1 to 12]
26 offer g7 g5
#? [? offer is not expected now: P2 white must declare a number from 1 to 12]
27 declare 2
#? []

# swap point 2: the other player (P1, who did not place W4); both answers
28 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
29 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
30 declare 3
#? [? declare is not expected now: P1 black must swap colours or stay black]
31 offer g7 g5
#? [? offer is not expected now: P1 black must swap colours or stay black]
32 stay
#? []
33 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
34 undo
#? []
35 swap
#? []

# black (P2 after the swap) offers exactly 2, no two symmetric
36 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
37 P1 offer g7 g5
#? [? it is P2's turn, not P1's.*]
38 offer g7
#? [? offer exactly 2 stones, not 1]
39 offer g7 g5 g4
#? [? offer exactly 2 stones, not 3]
40 offer g7 i7
#? [? g7 and i7 are symmetric]
41 offer f11 j11
#? [? f11 and j11 are symmetric]
42 offer g7 h6
#? [? h6 is occupied]
43 offer g5 g5
#? [? g5 is offered twice]
44 play g7
#? [? play is not expected now: P2 black must offer 2 candidate black stones \(B5\) anywhere]
45 offer g7 g5
#? []
46 board
#? [.*\n 7  \. \. \. \. \. \. \* \. .*\n 5  \. \. \. \. \. \. \* \. .*]

# white (P1) keeps one
47 status
#? [P1 white choose \(choose one of the offered stones: g7 g5\)]
48 P2 choose g7
#? [? it is P1's turn, not P2's.*]
49 choose i7
#? [? i7 was not offered]
50 swap
#? [? swap is not expected now.*]
51 choose g7
#? []
52 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 stay\n5\. P2 play h6\n6\. P2 declare 2\n7\. P1 swap\n8\. P2 offer g7 g5\n9\. P1 choose g7]

# undo/redo across the choice, the offer, the swap and the declaration
53 undo
#? []
54 undo
#? []
55 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
56 board
#? [!.*\*.*]
57 undo
#? []
58 undo
#? []
59 status
#? [P2 white declare \(declare a number from 1 to 12\)]
60 redo
#? []
61 redo
#? []
62 redo
#? []
63 redo
#? []
64 status
#? [P1 white play\|pass \(place a white stone\)]

# no swap and no declaration after the opening
65 swap
#? [? swap is not .*]
66 declare 1
#? [? (declare|that action) is not .*]

# W6 by P1 (white); P1 makes a five on row 14 while P2 (black) scatters
67 play b14
#? []
68 play b2
#? []
69 play c14
#? []
70 play d2
#? []
71 play d14
#? []
72 play f2
#? []
73 play e14
#? []
74 play j2
#? []
75 result
#? [ongoing]
76 play f14
#? []
77 result
#? [white wins \(five\)]

# the other path: P2 swaps at point 1, so P1 holds white, places W4 and
# declares the largest number; P2 (now black) is the other player and stays
80 new rif-p08-shanghai-a
#? []
81 opening D4
#? []
82 opening
#? [D4 Kagetsu 花月]
83 swap
#? []
84 status
#? [P1 white play \(place W4 in the central 5x5\)]
85 P2 play j6
#? [? it is P1's turn, not P2's \(P1 white must place W4 in the central 5x5\)]
86 play j6
#? []
87 status
#? [P1 white declare \(declare a number from 1 to 12\)]
88 declare 12
#? []
89 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
90 P1 stay
#? [? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
91 stay
#? []
92 status
#? [P2 black offer \(offer 12 candidate black stones \(B5\) anywhere\)]
93 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11
#? [? offer exactly 12 stones, not 11]
94 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 o1
#? [? offer exactly 12 stones, not 13]
95 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12
#? []
96 status
#? [P1 white choose \(choose one of the offered stones: a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12\)]
97 choose a12
#? []
98 status
#? [P1 white play\|pass \(place a white stone\)]
99 history
#? [(.*\n)*4\. P2 swap\n5\. P1 play j6\n6\. P1 declare 12\n7\. P2 stay\n8\. P2 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12\n9\. P1 choose a12]
100 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
101 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
102 ai off
#? []

# the fourth path, swap at both points (P2 black, then P1 black again), with
# n = 1: the lone candidate is kept without asking, white (P2) plays W6
110 new rif-p08-shanghai-a
#? []
111 opening I7
#? []
112 swap
#? []
113 play j6
#? []
114 declare 1
#? []
115 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
116 swap
#? []
117 status
#? [P1 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
118 offer b2 b3
#? [? offer exactly 1 stone, not 2]
119 offer b2
#? []
120 status
#? [P2 white play\|pass \(place a white stone\)]
121 history
#? [(.*\n)*4\. P2 swap\n5\. P1 play j6\n6\. P1 declare 1\n7\. P2 swap\n8\. P1 offer b2]
122 undo
#? []
123 status
#? [P1 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]

# symmetry about a diagonal: I1 (h8 i9 j10) with W4 at g7 is symmetric about
# the diagonal through h8 and i9, so h10 and j8 (or g10 and j7) are images
130 new rif-p08-shanghai-a
#? []
131 play h8 i9 j10
#? []
132 opening
#? [I1 Chosei 长星]
133 stay
#? []
134 play g7
#? []
135 declare 2
#? []
136 stay
#? []
137 offer h10 j8
#? [? h10 and j8 are symmetric]
138 offer g10 j7
#? [? g10 and j7 are symmetric]
139 offer i8 j9
#? []
140 status
#? [P2 white choose \(choose one of the offered stones: i8 j9\)]
