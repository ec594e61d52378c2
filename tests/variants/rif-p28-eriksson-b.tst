# rif-p28-eriksson-b (RIF proposal 28, Eriksson variant): P1 places B1 at the
# centre; P2 places W2 in the 3x3; P1 places B3 in the 5x5 and W4 in the 7x7
# and declares n in 1..3; P2 may swap; black offers n fifths (no two
# symmetric); white keeps one and plays W6.

# B1 (P1) at the centre, W2 (P2) in the 3x3
1 new rif-p28-eriksson-b
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
#? [P2 white play \(place W2 in the central 3x3\)]
7 P1 play h9
#? [\? it is P2's turn, not P1's \(P2 white must place W2 in the central 3x3\)]
8 play h10
#? [\? W2 must be in the central 3x3]
9 play h9
#? []
10 status
#? [P1 black play \(place B3 in the central 5x5\)]

# P1: B3 in the 5x5, W4 in the 7x7
11 P2 play h10
#? [\? it is P1's turn, not P2's \(P1 black must place B3 in the central 5x5\)]
12 play k11
#? [\? B3 must be in the central 5x5]
13 play h10 h12
#? [? W4 must be in the central 7x7]
14 play h10
#? []
15 opening
#? [D1 Kansei 寒星]
16 status
#? [P1 black play \(place W4 in the central 7x7\)]
17 P2 play h11
#? [\? it is P1's turn, not P2's \(P1 black must place W4 in the central 7x7\)]
18 play l8
#? [\? W4 must be in the central 7x7]
19 play h11
#? []
20 status
#? [P1 black declare \(declare a number from 1 to 3\)]

# P1 declares n in 1..3; undo/redo across the declaration
21 P2 declare 2
#? [\? it is P1's turn, not P2's \(P1 black must declare a number from 1 to 3\)]
22 declare 0
#? [\? declare a number from 1 to 3, not 0]
23 declare 4
#? [\? declare a number from 1 to 3, not 4]
24 swap
#? [\? swap is not expected now: P1 black must declare a number from 1 to 3]
25 declare 2
#? []
26 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
27 undo
#? []
28 status
#? [P1 black declare \(declare a number from 1 to 3\)]
29 redo
#? []
30 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
31 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play h10\n4\. P1 play h11\n5\. P1 declare 2]

# branch 1: P2 swaps; black (P2) offers two fifths; the stones mirror about column h
32 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
33 swap
#? []
34 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
35 P1 offer g12 k4
#? [\? it is P2's turn, not P1's \(P2 black must offer 2 candidate black stones \(B5\) anywhere\)]
36 offer g12 i12
#? [\? g12 and i12 are symmetric]
37 offer g12
#? [\? offer exactly 2 stones, not 1]
38 offer g12 k4 c3
#? [\? offer exactly 2 stones, not 3]
39 offer g12 h11
#? [\? h11 is occupied]
40 offer g12 k4
#? []
41 board
#? [.*\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*]
42 status
#? [P1 white choose \(choose one of the offered stones: g12 k4\)]

# white (P1) keeps one
43 P2 choose g12
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: g12 k4\)]
44 choose i12
#? [\? i12 was not offered]
45 choose g12
#? []
46 status
#? [P1 white play\|pass \(place a white stone\)]
47 board
#? [.*\n12  \. \. \. \. \. \.\[X\]\. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \. \. .*]
48 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play h10\n4\. P1 play h11\n5\. P1 declare 2\n6\. P2 swap\n7\. P2 offer g12 k4\n8\. P1 choose g12]

# W6 by white (P1) and on; black (P2) makes a five on row 2
49 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
50 play a14 a2 c14 b2 e14 c2 k14 d2 m14
#? []
51 result
#? [ongoing]
52 play e2
#? []
53 result
#? [black wins \(five\)]

# branch 2: Kosei, W4, n = 1; P2 stays; black (P1) offers one fifth, kept at once
54 new rif-p28-eriksson-b
#? []
55 play h8
#? []
56 play i9
#? []
57 play j8 g7
#? []
58 opening
#? [I3 Kosei 恒星]
59 declare 1
#? []
60 stay
#? []
61 status
#? [P1 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
62 P2 offer i7
#? [\? it is P1's turn, not P2's \(P1 black must offer 1 candidate black stone \(B5\) anywhere\)]
63 offer i7 i6
#? [\? offer exactly 1 stone, not 2]
64 offer i7
#? []
65 status
#? [P2 white play\|pass \(place a white stone\)]
66 history
#? [1\. P1 play h8\n2\. P2 play i9\n3\. P1 play j8\n4\. P1 play g7\n5\. P1 declare 1\n6\. P2 stay\n7\. P1 offer i7]
67 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
68 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
69 ai off
#? []
