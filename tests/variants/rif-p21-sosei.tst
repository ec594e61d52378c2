# rif-p21-sosei (RIF proposal 21, sosei): P1 places B1 at the centre; P2 W2
# in the 5x5; P1 B3 in the 9x9; P2 may swap; white places W4 in the 5x5;
# black places B5 in the 9x9; white may swap; W6 anywhere.

# B1 (P1) at the centre, W2 (P2) in the 5x5, B3 (P1) in the 9x9
1 new rif-p21-sosei
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play g8
#? [\? B1 must be at the centre]
5 play h8
#? []
6 status
#? [P2 white play \(place W2 in the central 5x5\)]
7 P1 play j10
#? [\? it is P2's turn, not P1's \(P2 white must place W2 in the central 5x5\)]
8 play k11
#? [\? W2 must be in the central 5x5]
9 swap
#? [\? swap is not expected now: P2 white must place W2 in the central 5x5]
10 play j10
#? []
11 status
#? [P1 black play \(place B3 in the central 9x9\)]
12 P2 play l12
#? [\? it is P1's turn, not P2's \(P1 black must place B3 in the central 9x9\)]
13 play m13
#? [\? B3 must be in the central 9x9]
14 play h8
#? [\? h8 is occupied]
15 play l12
#? []
16 opening
#? [\? the first three stones are not one of the 52 openings]
17 board
#? [.*\n12  \. \. \. \. \. \. \. \. \. \. \.\[X\]\. \. \. 12\n.*\n10  \. \. \. \. \. \. \. \. \. O \. .*]

# P2 may swap
18 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
19 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
20 play g6
#? [\? play is not expected now: P2 white must swap colours or stay white]
21 declare 1
#? [\? declare is not expected now: P2 white must swap colours or stay white]

# branch 1: P2 stays white and places W4 in the 5x5
22 stay
#? []
23 status
#? [P2 white play \(place W4 in the central 5x5\)]
24 P1 play g6
#? [\? it is P2's turn, not P1's \(P2 white must place W4 in the central 5x5\)]
25 play l8
#? [\? W4 must be in the central 5x5]
26 play j10
#? [\? j10 is occupied]
27 play g6
#? []
28 status
#? [P1 black play \(place B5 in the central 9x9\)]

# black (P1) places B5 in the 9x9
29 P2 play e5
#? [\? it is P1's turn, not P2's \(P1 black must place B5 in the central 9x9\)]
30 play c3
#? [\? B5 must be in the central 9x9]
31 play e5
#? []
32 status
#? [P2 white swap\|stay \(swap colours or stay white\)]

# white (P2) may swap: it swaps; undo/redo across the swap
33 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
34 play a1
#? [\? play is not expected now: P2 white must swap colours or stay white]
35 swap
#? []
36 status
#? [P1 white play\|pass \(place a white stone\)]
37 undo
#? []
38 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
39 redo
#? []
40 status
#? [P1 white play\|pass \(place a white stone\)]
41 history
#? [1\. P1 play h8\n2\. P2 play j10\n3\. P1 play l12\n4\. P2 stay\n5\. P2 play g6\n6\. P1 play e5\n7\. P2 swap]

# white (P1) plays W6 and on; black (P2) makes a five on row 2
42 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
43 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
44 result
#? [ongoing]
45 play e2
#? []
46 result
#? [black wins \(five\)]

# branch 2: P2 swaps; white (P1) places W4; black (P2) B5; white (P1) stays and plays W6
47 new rif-p21-sosei
#? []
48 play h8
#? []
49 play i9
#? []
50 play f6
#? []
51 swap
#? []
52 status
#? [P1 white play \(place W4 in the central 5x5\)]
53 P2 play g9
#? [\? it is P1's turn, not P2's \(P1 white must place W4 in the central 5x5\)]
54 play g9
#? []
55 status
#? [P2 black play \(place B5 in the central 9x9\)]
56 P1 play k9
#? [\? it is P2's turn, not P1's \(P2 black must place B5 in the central 9x9\)]
57 play k9
#? []
58 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
59 P2 stay
#? [\? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
60 stay
#? []
61 status
#? [P1 white play\|pass \(place a white stone\)]
62 history
#? [1\. P1 play h8\n2\. P2 play i9\n3\. P1 play f6\n4\. P2 swap\n5\. P1 play g9\n6\. P2 play k9\n7\. P1 stay]
63 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
64 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
65 ai off
#? []
