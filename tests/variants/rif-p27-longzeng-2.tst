# rif-p27-longzeng-2 (RIF proposal 27, Longzeng, stage 2): P1 places B1 at the
# centre, W2 anywhere and B3 anywhere; P2 may swap; white plays W4 anywhere;
# black offers 2 fifths (no two symmetric); white keeps one, W6.

# P1: B1 at the centre, then W2 and B3 anywhere (W2 away from B1 too)
1 new rif-p27-longzeng-2
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
#? [P1 black play \(place W2 anywhere\)]
7 P2 play h11
#? [\? it is P1's turn, not P2's \(P1 black must place W2 anywhere\)]
8 play p1
#? [\? p1 is off the board \(columns a\.\.o, rows 1\.\.15\)]
9 play h8
#? [\? h8 is occupied]
10 play h11
#? []
11 status
#? [P1 black play \(place B3 anywhere\)]
12 play h11
#? [\? h11 is occupied]
13 play h13
#? []
14 opening
#? [\? the first three stones are not one of the 52 openings]
15 board
#? [.*\n13  \. \. \. \. \. \. \.\[X\]\. .*\n.*\n11  \. \. \. \. \. \. \. O \. .*\n.*\n 8  \. \. \. \. \. \. \. X \. .*]

# P2 may swap
16 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
17 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
18 play h14
#? [\? play is not expected now: P2 white must swap colours or stay white]
19 offer g12 k4
#? [\? offer is not expected now: P2 white must swap colours or stay white]

# branch 1: P2 stays white and plays W4 anywhere
20 stay
#? []
21 status
#? [P2 white play \(place W4 anywhere\)]
22 P1 play h14
#? [\? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
23 play h13
#? [\? h13 is occupied]
24 play h14
#? []
25 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]

# black (P1) offers two fifths: the stones mirror about column h
26 P2 offer g12 k4
#? [\? it is P1's turn, not P2's \(P1 black must offer 2 candidate black stones \(B5\) anywhere\)]
27 offer g12 i12
#? [\? g12 and i12 are symmetric]
28 offer g12
#? [\? offer exactly 2 stones, not 1]
29 offer g12 k4 b2
#? [\? offer exactly 2 stones, not 3]
30 offer g12 h14
#? [\? h14 is occupied]
31 offer g12 k4
#? []
32 board
#? [.*\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*]
33 status
#? [P2 white choose \(choose one of the offered stones: g12 k4\)]

# white (P2) keeps one; undo/redo across the choice
34 P1 choose k4
#? [\? it is P2's turn, not P1's \(P2 white must choose one of the offered stones: g12 k4\)]
35 choose i12
#? [\? i12 was not offered]
36 choose k4
#? []
37 status
#? [P2 white play\|pass \(place a white stone\)]
38 undo
#? []
39 status
#? [P2 white choose \(choose one of the offered stones: g12 k4\)]
40 redo
#? []
41 status
#? [P2 white play\|pass \(place a white stone\)]
42 history
#? [1\. P1 play h8\n2\. P1 play h11\n3\. P1 play h13\n4\. P2 stay\n5\. P2 play h14\n6\. P1 offer g12 k4\n7\. P2 choose k4]

# W6 by white (P2) and on; black (P1) makes a five on row 2
43 P1 play a14
#? [\? it is P2's turn, not P1's \(P2 white must place a white stone\)]
44 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
45 result
#? [ongoing]
46 play e2
#? []
47 result
#? [black wins \(five\)]

# branch 2: W2 and B3 in corners; P2 swaps; white (P1) plays W4; black (P2) offers; white (P1) keeps
48 new rif-p27-longzeng-2
#? []
49 play h8 a15 o1
#? []
50 opening
#? [\? the first three stones are not one of the 52 openings]
51 swap
#? []
52 status
#? [P1 white play \(place W4 anywhere\)]
53 P2 play g7
#? [\? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
54 play g7
#? []
55 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
56 P1 offer f6 j6
#? [\? it is P2's turn, not P1's \(P2 black must offer 2 candidate black stones \(B5\) anywhere\)]
57 offer f6 j6
#? []
58 status
#? [P1 white choose \(choose one of the offered stones: f6 j6\)]
59 P2 choose j6
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: f6 j6\)]
60 choose j6
#? []
61 status
#? [P1 white play\|pass \(place a white stone\)]
62 history
#? [1\. P1 play h8\n2\. P1 play a15\n3\. P1 play o1\n4\. P2 swap\n5\. P1 play g7\n6\. P2 offer f6 j6\n7\. P1 choose j6]
63 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
64 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
65 ai off
#? []
