# rif-p23-cc-tsai-5swap (RIF proposal 23, CC Tsai): B1, W2, B3, W4 and B5 in
# the central 7x7, each placed by whoever holds that colour, each followed by
# the other player's swap choice; W6 anywhere.

# branch 1: swap, stay, swap, stay, swap
# B1 by black (P1) anywhere in the 7x7, not only the centre
1 new rif-p23-cc-tsai-5swap
#? []
2 status
#? [P1 black play \(place B1 in the central 7x7\)]
3 P2 play g7
#? [\? it is P1's turn, not P2's \(P1 black must place B1 in the central 7x7\)]
4 play l12
#? [\? B1 must be in the central 7x7]
5 play h12
#? [\? B1 must be in the central 7x7]
6 play d4
#? [\? B1 must be in the central 7x7]
7 swap
#? [\? swap is not expected now: P1 black must place B1 in the central 7x7]
8 play g7
#? []
9 board
#? [.*\n 7  \. \. \. \. \. \.\[X\]\. .*]

# the other player (P2) may swap: it swaps
10 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
11 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
12 play h8
#? [\? play is not expected now: P2 white must swap colours or stay white]
13 swap
#? []
14 status
#? [P1 white play \(place W2 in the central 7x7\)]
15 history
#? [1\. P1 play g7\n2\. P2 swap]

# W2 by white (P1); the other player (P2) stays
16 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 white must place W2 in the central 7x7\)]
17 play g7
#? [\? g7 is occupied]
18 play e4
#? [\? W2 must be in the central 7x7]
19 play h8
#? []
20 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
21 P2 play j9
#? [\? play is not expected now: P2 black must swap colours or stay black]
22 P1 stay
#? [\? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
23 stay
#? []
24 status
#? [P2 black play \(place B3 in the central 7x7\)]

# B3 by black (P2); the other player (P1) swaps
25 P1 play j9
#? [\? it is P2's turn, not P1's \(P2 black must place B3 in the central 7x7\)]
26 play k12
#? [\? B3 must be in the central 7x7]
27 play j9
#? []
28 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
29 P2 swap
#? [\? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
30 swap
#? []
31 status
#? [P2 white play \(place W4 in the central 7x7\)]
# undo/redo across the swap
32 undo
#? []
33 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
34 redo
#? []
35 status
#? [P2 white play \(place W4 in the central 7x7\)]

# W4 by white (P2); the other player (P1) stays
36 P1 play f9
#? [\? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
37 play j9
#? [\? j9 is occupied]
38 play f9
#? []
39 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
40 stay
#? []
41 status
#? [P1 black play \(place B5 in the central 7x7\)]

# B5 by black (P1); the other player (P2) swaps
42 P2 play k11
#? [\? it is P1's turn, not P2's \(P1 black must place B5 in the central 7x7\)]
43 play l11
#? [\? B5 must be in the central 7x7]
44 play k11
#? []
45 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
46 swap
#? []
47 status
#? [P1 white play\|pass \(place a white stone\)]
48 history
#? [1\. P1 play g7\n2\. P2 swap\n3\. P1 play h8\n4\. P2 stay\n5\. P2 play j9\n6\. P1 swap\n7\. P2 play f9\n8\. P1 stay\n9\. P1 play k11\n10\. P2 swap]
49 board
#? [.*\n11  \. \. \. \. \. \. \. \. \. \.\[X\]\. .*\n 9  \. \. \. \. \. O \. \. \. X \. .*\n 8  \. \. \. \. \. \. \. O \. .*\n 7  \. \. \. \. \. \. X \. .*]

# W6 by white (P1) anywhere; black (P2) makes a five on row 2
50 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
51 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
52 result
#? [ongoing]
53 play e2
#? []
54 result
#? [black wins \(five\)]

# branch 2: stay, swap, stay, swap, stay
55 new rif-p23-cc-tsai-5swap
#? []
56 play h8
#? []
57 stay
#? []
58 status
#? [P2 white play \(place W2 in the central 7x7\)]
59 play h9
#? []
60 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
61 swap
#? []
62 status
#? [P2 black play \(place B3 in the central 7x7\)]
63 play j10
#? []
64 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
65 stay
#? []
66 status
#? [P1 white play \(place W4 in the central 7x7\)]
67 play g9
#? []
68 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
69 swap
#? []
70 status
#? [P1 black play \(place B5 in the central 7x7\)]
71 play k8
#? []
72 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
73 stay
#? []
74 status
#? [P2 white play\|pass \(place a white stone\)]
75 history
#? [1\. P1 play h8\n2\. P2 stay\n3\. P2 play h9\n4\. P1 swap\n5\. P2 play j10\n6\. P1 stay\n7\. P1 play g9\n8\. P2 swap\n9\. P1 play k8\n10\. P2 stay]
76 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
77 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
78 ai off
#? []
