# rif-p27-longzeng-3 (RIF proposal 27, Longzeng, stage 3): P1 places B1, W2
# and B3 anywhere; P2 may swap; white plays W4 anywhere; black offers 2 fifths
# (no two symmetric); white keeps one, W6.

# P1: B1, W2 and B3 anywhere (B1 away from the centre too)
1 new rif-p27-longzeng-3
#? []
2 status
#? [P1 black play \(place B1 anywhere\)]
3 P2 play c8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 anywhere\)]
4 play p8
#? [\? p8 is off the board \(columns a\.\.o, rows 1\.\.15\)]
5 play c8
#? []
6 status
#? [P1 black play \(place W2 anywhere\)]
7 P2 play c9
#? [\? it is P1's turn, not P2's \(P1 black must place W2 anywhere\)]
8 play c8
#? [\? c8 is occupied]
9 play c9
#? []
10 status
#? [P1 black play \(place B3 anywhere\)]
11 play c9
#? [\? c9 is occupied]
12 play c13
#? []
13 opening
#? [\? the first three stones are not one of the 52 openings]
14 board
#? [.*\n13  \. \.\[X\]\. .*\n.*\n 9  \. \. O \. .*\n 8  \. \. X \. \. \. \. \. \. .*]

# P2 may swap
15 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
16 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
17 play c14
#? [\? play is not expected now: P2 white must swap colours or stay white]
18 offer b12 k4
#? [\? offer is not expected now: P2 white must swap colours or stay white]

# branch 1: P2 stays white and plays W4 anywhere
19 stay
#? []
20 status
#? [P2 white play \(place W4 anywhere\)]
21 P1 play c14
#? [\? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
22 play c13
#? [\? c13 is occupied]
23 play c14
#? []
24 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]

# black (P1) offers two fifths: the stones mirror about column c
25 P2 offer b12 k4
#? [\? it is P1's turn, not P2's \(P1 black must offer 2 candidate black stones \(B5\) anywhere\)]
26 offer b12 d12
#? [\? b12 and d12 are symmetric]
27 offer b12
#? [\? offer exactly 2 stones, not 1]
28 offer b12 k4 b2
#? [\? offer exactly 2 stones, not 3]
29 offer b12 c14
#? [\? c14 is occupied]
30 offer b12 k4
#? []
31 board
#? [.*\n12  \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*]
32 status
#? [P2 white choose \(choose one of the offered stones: b12 k4\)]

# white (P2) keeps one; undo/redo across the choice
33 P1 choose k4
#? [\? it is P2's turn, not P1's \(P2 white must choose one of the offered stones: b12 k4\)]
34 choose d12
#? [\? d12 was not offered]
35 choose k4
#? []
36 status
#? [P2 white play\|pass \(place a white stone\)]
37 undo
#? []
38 status
#? [P2 white choose \(choose one of the offered stones: b12 k4\)]
39 redo
#? []
40 status
#? [P2 white play\|pass \(place a white stone\)]
41 history
#? [1\. P1 play c8\n2\. P1 play c9\n3\. P1 play c13\n4\. P2 stay\n5\. P2 play c14\n6\. P1 offer b12 k4\n7\. P2 choose k4]

# W6 by white (P2) and on; black (P1) makes a five on row 2
42 P1 play m15
#? [\? it is P2's turn, not P1's \(P2 white must place a white stone\)]
43 play m15 a2 m13 b2 m11 c2 m9 d2 m7
#? []
44 result
#? [ongoing]
45 play e2
#? []
46 result
#? [black wins \(five\)]

# branch 2: all three in corners; P2 swaps; white (P1) plays W4; black (P2) offers; white (P1) keeps
47 new rif-p27-longzeng-3
#? []
48 play a1 a15 o1
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
#? [1\. P1 play a1\n2\. P1 play a15\n3\. P1 play o1\n4\. P2 swap\n5\. P1 play g7\n6\. P2 offer f6 j6\n7\. P1 choose j6]
62 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
63 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
64 ai off
#? []
