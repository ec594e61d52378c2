# rif-p18-miknl (RIF proposal 18, miknl): P1 places B1 at the centre and W2 in
# the 3x3; P2 places B3 in the 5x5 and W4 in the 7x7; P1 may swap; black
# places B5 in the 9x9; the other player may swap; W6 anywhere.

# P1: B1 at the centre, W2 in the 3x3
1 new rif-p18-miknl
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play g7
#? [\? B1 must be at the centre]
5 play h8
#? []
6 status
#? [P1 black play \(place W2 in the central 3x3\)]
7 P2 play i9
#? [\? it is P1's turn, not P2's \(P1 black must place W2 in the central 3x3\)]
8 play j10
#? [\? W2 must be in the central 3x3]
9 play i9
#? []
10 opening
#? [\? no opening on the board \(it needs B1, W2 and B3\)]

# P2: B3 in the 5x5, W4 in the 7x7
11 status
#? [P2 white play \(place B3 in the central 5x5\)]
12 P1 play j9
#? [\? it is P2's turn, not P1's \(P2 white must place B3 in the central 5x5\)]
13 swap
#? [\? swap is not expected now: P2 white must place B3 in the central 5x5]
14 play k11
#? [\? B3 must be in the central 5x5]
15 play j9 l12
#? [\? W4 must be in the central 7x7]
16 status
#? [P2 white play \(place B3 in the central 5x5\)]
17 board
#? [.*\n 9  \. \. \. \. \. \. \. \.\[O\]\. \. .*]
18 play j9
#? []
19 opening
#? [I2 Kyogetsu 峡月]
20 status
#? [P2 white play \(place W4 in the central 7x7\)]
21 P1 play k11
#? [\? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
22 play l12
#? [\? W4 must be in the central 7x7]
23 play i9
#? [\? i9 is occupied]
24 play k11
#? []

# P1 may swap
25 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
26 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
27 play h12
#? [\? play is not expected now: P1 black must swap colours or stay black]
28 undo
#? []
29 status
#? [P2 white play \(place W4 in the central 7x7\)]
30 play k11
#? []
31 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
32 stay
#? []
33 status
#? [P1 black play \(place B5 in the central 9x9\)]
34 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P2 play j9\n4\. P2 play k11\n5\. P1 stay]

# branch 1: P1 stays black, places B5 in the 9x9; the other player (P2) may swap
35 P2 play g10
#? [\? it is P1's turn, not P2's \(P1 black must place B5 in the central 9x9\)]
36 play m13
#? [\? B5 must be in the central 9x9]
37 play k11
#? [\? k11 is occupied]
38 play g10
#? []
39 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
40 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
41 play f10
#? [\? play is not expected now: P2 white must swap colours or stay white]
42 swap
#? []
43 status
#? [P1 white play\|pass \(place a white stone\)]
# undo/redo across the second swap
44 undo
#? []
45 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
46 redo
#? []
47 status
#? [P1 white play\|pass \(place a white stone\)]
48 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P2 play j9\n4\. P2 play k11\n5\. P1 stay\n6\. P1 play g10\n7\. P2 swap]

# W6 by white (P1) and on; black (P2) makes a five on row 2
49 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
50 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
51 result
#? [ongoing]
52 play e2
#? []
53 result
#? [black wins \(five\)]
54 status
#? [over: black wins \(five\)]

# branch 2: P1 swaps; black (P2) places B5; the other player (P1) may swap and stays
55 new rif-p18-miknl
#? []
56 play h8 h9
#? []
57 play h10 g11
#? []
58 opening
#? [D1 Kansei 寒星]
59 swap
#? []
60 status
#? [P2 black play \(place B5 in the central 9x9\)]
61 P1 play g10
#? [\? it is P2's turn, not P1's \(P2 black must place B5 in the central 9x9\)]
62 play g10
#? []
63 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
64 P2 stay
#? [\? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
65 stay
#? []
66 status
#? [P1 white play\|pass \(place a white stone\)]
67 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P2 play h10\n4\. P2 play g11\n5\. P1 swap\n6\. P2 play g10\n7\. P1 stay]
68 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
69 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
70 ai off
#? []
