# rif-p02-yamaguchi (RIF proposal 2, = renju-yamaguchi): P1 places one of the
# 26 openings and declares N (1..12, decided); P2 may swap; white plays W4
# anywhere; black offers N fifth moves, no two symmetric; white keeps one and
# plays W6.

1 new rif-p02-yamaguchi
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]

# the opening: one of the 26, all three stones by P1, in their squares
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play a1
#? [? B1 must be at the centre]
5 play h8 j10
#? [? W2 must be in the central 3x3]
6 play h8 h9 k11
#? [? B3 must be in the central 5x5]
# a refused command plays none of its stones
7 status
#? [P1 black play \(place B1 at the centre\)]
8 declare 2
#? [? declare is not expected now: P1 black must place B1 at the centre]
9 play h8 h9 h10
#? []
10 opening
#? [D1 Kansei 寒星]

# P1 declares N in 1..12
11 status
#? [P1 black declare \(declare a number from 1 to 12\)]
12 P2 declare 2
#? [? it is P1's turn, not P2's \(P1 black must declare a number from 1 to 12\)]
13 declare 0
#? [? declare a number from 1 to 12, not 0]
14 declare 13
#? [? declare a number from 1 to 12, not 13]
15 swap
#? [? swap is not expected now: P1 black must declare a number from 1 to 12]
16 play a1
#? [? play is not expected now: P1 black must declare a number from 1 to 12]
17 declare 2
#? []
18 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P1 declare 2]

# P2 may swap
19 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
20 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
21 play h11
#? [? play is not expected now: P2 white must swap colours or stay white]
22 declare 3
#? [? declare is not expected now: P2 white must swap colours or stay white]

# undo/redo across the declaration and the swap
23 undo
#? []
24 status
#? [P1 black declare \(declare a number from 1 to 12\)]
25 redo
#? []
26 status
#? [P2 white swap\|stay \(swap colours or stay white\)]

# branch 1: P2 stays white and plays W4 (on column h: the position stays
# mirror-symmetric about column h, so g and i points are images)
27 stay
#? []
28 status
#? [P2 white play \(place W4 anywhere\)]
29 P1 play h11
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
30 offer g7 g6
#? [? offer is not expected now: P2 white must place W4 anywhere]
31 play h11
#? []

# black (P1) offers exactly 2, no two symmetric, on empty points
32 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
33 P2 offer g7 g6
#? [? it is P1's turn, not P2's.*]
34 offer g7
#? [? offer exactly 2 stones, not 1]
35 offer g7 g6 g5
#? [? offer exactly 2 stones, not 3]
36 offer g10 i10
#? [? g10 and i10 are symmetric]
37 offer j6 f6
#? [? j6 and f6 are symmetric]
38 offer g7 g7
#? [? g7 is offered twice]
39 offer h10 g7
#? [? h10 is occupied]
40 play g7
#? [? play is not expected now: P1 black must offer 2 candidate black stones \(B5\) anywhere]
41 swap
#? [? swap is not expected now.*]
42 offer g7 g6
#? []
43 board
#? [.*\n 7  \. \. \. \. \. \. \* \. \. \. \. \. \. \. \.  7\n 6  \. \. \. \. \. \. \* \. \. \. \. \. \. \. \.  6\n.*]
44 history
#? [(.*\n)*7\. P1 offer g7 g6]

# white (P2) keeps one of the offered stones
45 status
#? [P2 white choose \(choose one of the offered stones: g7 g6\)]
46 P1 choose g7
#? [? it is P2's turn, not P1's.*]
47 choose g5
#? [? g5 was not offered]
48 play g5
#? [? play is not expected now: P2 white must choose one of the offered stones: g7 g6]
49 choose g6
#? []
50 board
#? [.*\n 7  \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.  7\n 6  \. \. \. \. \. \.\[X\]\. \. \. \. \. \. \. \.  6\n.*]

# undo/redo across the offer and the choice
51 undo
#? []
52 status
#? [P2 white choose \(choose one of the offered stones: g7 g6\)]
53 undo
#? []
54 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
55 board
#? [!.*\*.*]
56 redo
#? []
57 redo
#? []
58 history
#? [(.*\n)*7\. P1 offer g7 g6\n8\. P2 choose g6]

# W6 by white (P2), then P1 (black) makes a five on row 2
59 status
#? [P2 white play\|pass \(place a white stone\)]
60 choose g7
#? [? .*not expected now.*]
61 play b14
#? []
62 play b2
#? []
63 play d14
#? []
64 play c2
#? []
65 play f14
#? []
66 play d2
#? []
67 play j14
#? []
68 play e2
#? []
69 play l14
#? []
70 play f2
#? []
71 result
#? [black wins \(five\)]

# branch 2: P2 swaps: P1 holds white and plays W4; P2 (black) offers;
# P1 keeps one; N at its upper bound 12
80 new rif-p02-yamaguchi
#? []
81 opening D4
#? []
82 opening
#? [D4 Kagetsu 花月]
83 declare 12
#? []
84 swap
#? []
85 status
#? [P1 white play \(place W4 anywhere\)]
86 P2 play a15
#? [? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
87 play a15
#? []
88 status
#? [P2 black offer \(offer 12 candidate black stones \(B5\) anywhere\)]
89 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11
#? [? offer exactly 12 stones, not 11]
90 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13
#? [? offer exactly 12 stones, not 13]
91 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12
#? []
92 status
#? [P1 white choose \(choose one of the offered stones: a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12\)]
93 P2 choose a1
#? [? it is P1's turn, not P2's.*]
94 choose a12
#? []
95 status
#? [P1 white play\|pass \(place a white stone\)]
96 history
#? [(.*\n)*4\. P1 declare 12\n5\. P2 swap\n6\. P1 play a15\n7\. P2 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12\n8\. P1 choose a12]

# the AIs play it out
97 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
98 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
99 ai off
#? []

# N = 1: the lone candidate is kept without asking
100 new rif-p02-yamaguchi
#? []
101 opening I7
#? []
102 declare 1
#? []
103 stay
#? []
104 play a1
#? []
105 offer b2 b3
#? [? offer exactly 1 stone, not 2]
106 offer b2
#? []
107 status
#? [P2 white play\|pass \(place a white stone\)]
108 choose b2
#? [? .*not expected.*]
