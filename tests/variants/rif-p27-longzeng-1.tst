# rif-p27-longzeng-1 (RIF proposal 27, Longzeng, stage 1): P1 places B1 at the
# centre, W2 next to it (3x3) and B3 anywhere; P2 may swap; white plays W4
# anywhere; black offers 2 fifths (no two symmetric); white keeps one, W6.

# P1: B1 at the centre, W2 in the 3x3, B3 anywhere (beyond the 7x7 too)
1 new rif-p27-longzeng-1
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play i9
#? [\? B1 must be at the centre]
5 play h8
#? []
6 status
#? [P1 black play \(place W2 in the central 3x3\)]
7 P2 play h9
#? [\? it is P1's turn, not P2's \(P1 black must place W2 in the central 3x3\)]
8 play j10
#? [\? W2 must be in the central 3x3]
9 play h9
#? []
10 status
#? [P1 black play \(place B3 anywhere\)]
11 play h9
#? [\? h9 is occupied]
12 play h13
#? []
13 opening
#? [\? the first three stones are not one of the 52 openings]
14 board
#? [.*\n13  \. \. \. \. \. \. \.\[X\]\. .*\n.*\n 9  \. \. \. \. \. \. \. O \. .*\n 8  \. \. \. \. \. \. \. X \. .*]

# P2 may swap
15 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
16 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
17 play h14
#? [\? play is not expected now: P2 white must swap colours or stay white]
18 offer g12 k4
#? [\? offer is not expected now: P2 white must swap colours or stay white]

# branch 1: P2 stays white and plays W4 anywhere
19 stay
#? []
20 status
#? [P2 white play \(place W4 anywhere\)]
21 P1 play h14
#? [\? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
22 play h13
#? [\? h13 is occupied]
23 play h14
#? []
24 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]

# black (P1) offers two fifths: the stones mirror about column h
25 P2 offer g12 k4
#? [\? it is P1's turn, not P2's \(P1 black must offer 2 candidate black stones \(B5\) anywhere\)]
26 offer g12 i12
#? [\? g12 and i12 are symmetric]
27 offer g12
#? [\? offer exactly 2 stones, not 1]
28 offer g12 k4 b2
#? [\? offer exactly 2 stones, not 3]
29 offer g12 h14
#? [\? h14 is occupied]
30 offer g12 k4
#? []
31 board
#? [.*\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*]
32 status
#? [P2 white choose \(choose one of the offered stones: g12 k4\)]

# white (P2) keeps one; undo/redo across the choice
33 P1 choose k4
#? [\? it is P2's turn, not P1's \(P2 white must choose one of the offered stones: g12 k4\)]
34 choose i12
#? [\? i12 was not offered]
35 choose k4
#? []
36 status
#? [P2 white play\|pass \(place a white stone\)]
37 undo
#? []
38 status
#? [P2 white choose \(choose one of the offered stones: g12 k4\)]
39 redo
#? []
40 status
#? [P2 white play\|pass \(place a white stone\)]
41 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h13\n4\. P2 stay\n5\. P2 play h14\n6\. P1 offer g12 k4\n7\. P2 choose k4]

# W6 by white (P2) and on; black (P1) makes a five on row 2
42 P1 play a14
#? [\? it is P2's turn, not P1's \(P2 white must place a white stone\)]
43 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
44 result
#? [ongoing]
45 play e2
#? []
46 result
#? [black wins \(five\)]

# branch 2: B3 in a corner; P2 swaps; white (P1) plays W4; black (P2) offers; white (P1) keeps
47 new rif-p27-longzeng-1
#? []
48 play h8 i9 o1
#? []
49 opening
#? [\? the first three stones are not one of the 52 openings]
50 swap
#? []
51 status
#? [P1 white play \(place W4 anywhere\)]
52 P2 play g7
#? [\? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
53 play g7
#? []
54 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
55 P1 offer f6 j6
#? [\? it is P2's turn, not P1's \(P2 black must offer 2 candidate black stones \(B5\) anywhere\)]
56 offer f6 j6
#? []
57 status
#? [P1 white choose \(choose one of the offered stones: f6 j6\)]
58 P2 choose j6
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: f6 j6\)]
59 choose j6
#? []
60 status
#? [P1 white play\|pass \(place a white stone\)]
61 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play o1\n4\. P2 swap\n5\. P1 play g7\n6\. P2 offer f6 j6\n7\. P1 choose j6]
62 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
63 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
64 ai off
#? []
