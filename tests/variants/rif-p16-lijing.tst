# rif-p16-lijing (RIF proposal 16, Lijing): P1 places one of the 26 openings;
# P2 may swap; white offers two candidate 4th stones in the central 9x9;
# black may swap; black offers two candidate 5th stones in the central 9x9;
# white keeps one 4th and one 5th (choose twice), then plays W6.

# P1 places the opening: B1 at the centre, W2 in the 3x3, B3 in the 5x5
1 new rif-p16-lijing
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h9
#? [\? B1 must be at the centre]
5 play h8
#? []
6 status
#? [P1 black play \(place W2 in the central 3x3\)]
7 play j11
#? [\? W2 must be in the central 3x3]
8 P2 play h9
#? [\? it is P1's turn, not P2's \(P1 black must place W2 in the central 3x3\)]
9 play h9
#? []
10 status
#? [P1 black play \(place B3 in the central 5x5\)]
11 play l12
#? [\? B3 must be in the central 5x5]
12 play j10
#? []
13 opening
#? [D3 Sosei 疏星]

# P2 may swap; nothing else is expected now
14 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
15 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
16 declare 2
#? [\? declare is not expected now: P2 white must swap colours or stay white]
17 offer h10 i10
#? [\? offer is not expected now: P2 white must swap colours or stay white]
18 play h10
#? [\? play is not expected now: P2 white must swap colours or stay white]

# branch 1: P2 swaps (P2 black, P1 white); white (P1) offers two 4ths in the 9x9
19 swap
#? []
20 status
#? [P1 white offer \(offer 2 candidate white stones \(W4\) in the central 9x9\)]
21 P2 offer h10 i10
#? [\? it is P1's turn, not P2's \(P1 white must offer 2 candidate white stones \(W4\) in the central 9x9\)]
22 offer h10
#? [\? offer exactly 2 stones, not 1]
23 offer h10 i10 g10
#? [\? offer exactly 2 stones, not 3]
24 offer h10 m13
#? [\? m13 is not in the central 9x9]
25 offer h9 h10
#? [\? h9 is occupied]
26 offer h10 h10
#? [\? h10 is offered twice]
27 play h10
#? [\? play is not expected now: P1 white must offer 2 candidate white stones \(W4\) in the central 9x9]
28 choose h10
#? [\? choose is not expected now: P1 white must offer 2 candidate white stones \(W4\) in the central 9x9]
29 offer h10 i10
#? []
30 board
#? [.*\n10  \. \. \. \. \. \. \. \* \*\[X\]\. \. \. \. \. 10\n.*\(black\) to act: swap colours or stay black]
31 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play j10\n4\. P2 swap\n5\. P1 offer h10 i10]

# black (P2) may swap; it stays
32 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
33 P1 stay
#? [\? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
34 offer g7 i9
#? [\? offer is not expected now: P2 black must swap colours or stay black]
35 stay
#? []

# black (P2) offers two 5ths in the 9x9
# the fifth is numbered B5: the pending 4th counts
36 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) in the central 9x9\)]
37 P1 offer g7 i9
#? [\? it is P2's turn, not P1's \(P2 black must offer 2 candidate black stones \(B[45]\) in the central 9x9\)]
38 offer i9
#? [\? offer exactly 2 stones, not 1]
39 offer i9 g7 f6
#? [\? offer exactly 2 stones, not 3]
40 offer i9 a1
#? [\? a1 is not in the central 9x9]
41 offer i9 j10
#? [\? j10 is occupied]
42 offer i9 i9
#? [\? i9 is offered twice]
43 offer g7 i9
#? []
44 board
#? [.*\n10  \. \. \. \. \. \. \. \* \*\[X\]\. \. \. \. \. 10\n 9  \. \. \. \. \. \. \. O \* \. .*\n 7  \. \. \. \. \. \. \* \. \. .*]

# white (P1) keeps one 4th, then one 5th; a candidate of the other offer is not offered here
45 status
#? [P1 white choose \(choose one of the offered stones: h10 i10\)]
46 P2 choose h10
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: h10 i10\)]
47 choose i9
#? [\? i9 was not offered]
48 choose a1
#? [\? a1 was not offered]
49 choose i10
#? []
50 status
#? [P1 white choose \(choose one of the offered stones: g7 i9\)]
51 choose h10
#? [\? h10 was not offered]
# undo/redo across a choice
52 undo
#? []
53 status
#? [P1 white choose \(choose one of the offered stones: h10 i10\)]
54 board
#? [.*\n10  \. \. \. \. \. \. \. \* \*\[X\]\. .*]
55 redo
#? []
56 status
#? [P1 white choose \(choose one of the offered stones: g7 i9\)]
# save and load keep the kept 4th and the pending 5ths
57 save wuzi-regress-rif-p16-lijing.wuzi
#? []
58 new rif-p16-lijing
#? []
59 load wuzi-regress-rif-p16-lijing.wuzi
#? []
60 status
#? [P1 white choose \(choose one of the offered stones: g7 i9\)]
61 board
#? [.*\n10  \. \. \. \. \. \. \. \.\[O\]X \. .*\n 9  \. \. \. \. \. \. \. O \* \. .*\n 7  \. \. \. \. \. \. \* \. .*]
62 choose g7
#? []
63 status
#? [P1 white play\|pass \(place a white stone\)]
64 board
#? [.*\n10  \. \. \. \. \. \. \. \. O X \. .*\n 9  \. \. \. \. \. \. \. O \. \. .*\n 7  \. \. \. \. \. \.\[X\]\. .*]
65 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play j10\n4\. P2 swap\n5\. P1 offer h10 i10\n6\. P2 stay\n7\. P2 offer g7 i9\n8\. P1 choose i10\n9\. P1 choose g7]

# white (P1) plays W6 on; black (P2) makes a five on row 2
66 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
67 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
68 result
#? [ongoing]
69 play e2
#? []
70 result
#? [black wins \(five\)]
71 status
#? [over: black wins \(five\)]

# branch 2: P2 stays; white (P2) offers two 4ths; Kansei is symmetric about column h and row 9
# (columns run a..o with no letter skipped: g and i mirror each other about h)
72 new rif-p16-lijing
#? []
73 play h8 h9 h10
#? []
74 opening
#? [D1 Kansei 寒星]
75 stay
#? []
76 status
#? [P2 white offer \(offer 2 candidate white stones \(W4\) in the central 9x9\)]
77 offer g11 i11
#? [\? g11 and i11 are symmetric]
78 offer h11 h7
#? [\? h11 and h7 are symmetric]
79 offer g10 i10
#? [\? g10 and i10 are symmetric]
80 offer h11 h6
#? []
81 board
#? [.*\n11  \. \. \. \. \. \. \. \* \. .*\n 6  \. \. \. \. \. \. \. \* \. .*]
# undo/redo across an offer
82 undo
#? []
83 board
#? [!.*\*.*]
84 status
#? [P2 white offer \(offer 2 candidate white stones \(W4\) in the central 9x9\)]
85 redo
#? []
86 status
#? [P1 black swap\|stay \(swap colours or stay black\)]

# black (P1) swaps: P1 white, P2 black; undo/redo across the swap
87 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
88 swap
#? []
89 status
#? [P2 black offer \(offer 2 candidate black stones \(B[45]\) in the central 9x9\)]
90 undo
#? []
91 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
92 redo
#? []
93 status
#? [P2 black offer \(offer 2 candidate black stones \(B[45]\) in the central 9x9\)]

# black (P2) offers 5ths: g12 and i12 mirror each other whichever 4th is kept
94 offer g12 i12
#? [\? g12 and i12 are symmetric]
95 offer g12 i11
#? []
96 status
#? [P1 white choose \(choose one of the offered stones: h11 h6\)]
97 P2 choose h6
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: h11 h6\)]
98 choose h6
#? []
99 choose g12
#? []
100 status
#? [P1 white play\|pass \(place a white stone\)]
101 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 stay\n5\. P2 offer h11 h6\n6\. P1 swap\n7\. P2 offer g12 i11\n8\. P1 choose h6\n9\. P1 choose g12]
# then the AIs finish the game
102 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
103 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
104 ai off
#? []

# a 5th may not be offered on the point of a pending 4th candidate
105 new rif-p16-lijing
#? []
106 play h8 h9 j10
#? []
107 stay
#? []
108 offer h10 i10
#? []
109 stay
#? []
# a point still offered as a 4th cannot be offered as a 5th
110 offer h10 i9
#? [? h10 is offered already]
