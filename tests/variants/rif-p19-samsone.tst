# rif-p19-samsone (RIF proposal 19, Samsone): P1 places a black stone at the
# centre and one in the 5x5; P2 places two white stones in the 7x7; P1 may
# swap; white places a stone in the 9x9; black places two stones anywhere;
# white may swap; white places the next stone anywhere; then normal play.

# P1 places two black stones: the centre, then the 5x5
1 new rif-p19-samsone
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
#? [P1 black play \(place B2 in the central 5x5\)]
7 P2 play j10
#? [\? it is P1's turn, not P2's \(P1 black must place B2 in the central 5x5\)]
8 play k11
#? [\? B2 must be in the central 5x5]
9 play h8
#? [\? h8 is occupied]
10 play j10
#? []
11 status
#? [P2 white play \(place 2 white stones in the central 7x7 \(0 placed\)\)]

# P2 places two white stones in the 7x7, one command or two
12 P1 play h9
#? [\? it is P2's turn, not P1's \(P2 white must place 2 white stones in the central 7x7 \(0 placed\)\)]
13 play l12
#? [\? W3 must be in the central 7x7]
14 play h9 l12
#? [\? W4 must be in the central 7x7]
15 status
#? [P2 white play \(place 2 white stones in the central 7x7 \(0 placed\)\)]
16 play h9
#? []
17 status
#? [P2 white play \(place W4 in the central 7x7\)]
18 board
#? [.*\n10  \. \. \. \. \. \. \. \. \. X \. .*\n 9  \. \. \. \. \. \. \.\[O\]\. .*]
# undo takes back the last stone only
19 undo
#? []
20 status
#? [P2 white play \(place 2 white stones in the central 7x7 \(0 placed\)\)]
21 board
#? [!.*\n 9  \. \. \. \. \. \. \.[ \[]O.*]
22 play h9 k11
#? []
23 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
24 history
#? [1\. P1 play h8\n2\. P1 play j10\n3\. P2 play h9\n4\. P2 play k11]

# P1 may swap
25 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
26 play a1
#? [\? play is not expected now: P1 black must swap colours or stay black]
27 swap
#? []
28 status
#? [P1 white play \(place W5 in the central 9x9\)]
29 undo
#? []
30 status
#? [P1 black swap\|stay \(swap colours or stay black\)]

# branch 1: P1 stays black; white (P2) plays a stone in the 9x9
31 stay
#? []
32 status
#? [P2 white play \(place W5 in the central 9x9\)]
33 P1 play i11
#? [\? it is P2's turn, not P1's \(P2 white must place W5 in the central 9x9\)]
34 play m13
#? [\? W5 must be in the central 9x9]
35 play j10
#? [\? j10 is occupied]
36 play l12
#? []
37 status
#? [P1 black play \(place 2 black stones anywhere \(0 placed\)\)]

# black (P1) places two stones anywhere
38 P2 play a1
#? [\? it is P1's turn, not P2's \(P1 black must place 2 black stones anywhere \(0 placed\)\)]
39 play j10
#? [\? j10 is occupied]
40 play a1 a1
#? [\? a1 is occupied]
41 play a1 a2 a3
#? [\? play is not expected now: P2 white must swap colours or stay white]
42 status
#? [P1 black play \(place 2 black stones anywhere \(0 placed\)\)]
43 play a1
#? []
44 status
#? [P1 black play \(place B7 anywhere\)]
45 play b1
#? []
46 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
47 board
#? [.*\n 1  X\[X\]\. .*]

# white (P2) may swap: it swaps, then white (P1) plays the next stone
48 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
49 play o15
#? [\? play is not expected now: P2 white must swap colours or stay white]
50 swap
#? []
51 status
#? [P1 white play\|pass \(place a white stone\)]
52 undo
#? []
53 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
54 redo
#? []
55 status
#? [P1 white play\|pass \(place a white stone\)]
56 history
#? [1\. P1 play h8\n2\. P1 play j10\n3\. P2 play h9\n4\. P2 play k11\n5\. P1 stay\n6\. P2 play l12\n7\. P1 play a1\n8\. P1 play b1\n9\. P2 swap]

# P1 (white) and P2 (black) play on; black makes a five on row 1
57 P2 play o15
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
58 play o15 c1 o13 d1 o11
#? []
59 result
#? [ongoing]
60 play e1
#? []
61 result
#? [black wins \(five\)]

# branch 2: P1 swaps; white (P1) plays in the 9x9; black (P2) plays two; white (P1) stays
62 new rif-p19-samsone
#? []
63 play h8 i9
#? []
64 play g7 j8
#? []
65 swap
#? []
66 status
#? [P1 white play \(place W5 in the central 9x9\)]
67 play l11
#? []
68 status
#? [P2 black play \(place 2 black stones anywhere \(0 placed\)\)]
69 P1 play a1 b1
#? [\? it is P2's turn, not P1's \(P2 black must place 2 black stones anywhere \(0 placed\)\)]
70 play a1 b1
#? []
71 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
72 P2 stay
#? [\? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
73 stay
#? []
74 status
#? [P1 white play\|pass \(place a white stone\)]
75 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P2 play g7\n4\. P2 play j8\n5\. P1 swap\n6\. P1 play l11\n7\. P2 play a1\n8\. P2 play b1\n9\. P1 stay]
76 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
77 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
78 ai off
#? []
