# rif-p30-daiyue (RIF proposal 30, daiyue): P1 places one of the 26 openings;
# white (P2) places W4 anywhere and offers two candidate black 5th stones (no
# two symmetric); P1 may swap; white keeps one of the fifths and plays W6.

# P1 places the opening (Kansei)
1 new rif-p30-daiyue
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 h9 k11
#? [\? B3 must be in the central 5x5]
5 play h8 h9 h10
#? []
6 opening
#? [D1 Kansei 寒星]
7 status
#? [P2 white play \(place W4 anywhere\)]

# white (P2) places W4 anywhere; no swap comes first
8 P1 play h11
#? [\? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
9 swap
#? [\? swap is not expected now: P2 white must place W4 anywhere]
10 offer g12 k4
#? [\? offer is not expected now: P2 white must place W4 anywhere]
11 play h10
#? [\? h10 is occupied]
12 play h11
#? []
13 status
#? [P2 white offer \(offer 2 candidate black stones \(B5\) anywhere\)]

# white (P2) offers two black fifths; the stones mirror about column h
14 P1 offer g12 k4
#? [\? it is P2's turn, not P1's \(P2 white must offer 2 candidate black stones \(B5\) anywhere\)]
15 offer g12 i12
#? [\? g12 and i12 are symmetric]
16 offer g12
#? [\? offer exactly 2 stones, not 1]
17 offer g12 k4 c3
#? [\? offer exactly 2 stones, not 3]
18 offer g12 h11
#? [\? h11 is occupied]
19 offer g12 g12
#? [\? g12 is offered twice]
20 play g12
#? [\? play is not expected now: P2 white must offer 2 candidate black stones \(B5\) anywhere]
21 offer g12 k4
#? []
22 board
#? [.*\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*\n.*\(black\) to act: swap colours or stay black]
23 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 play h11\n5\. P2 offer g12 k4]

# P1 may swap
24 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
25 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
26 choose g12
#? [\? choose is not expected now: P1 black must swap colours or stay black]

# branch 1: P1 stays black; white (P2) keeps one of its own offers
27 stay
#? []
28 status
#? [P2 white choose \(choose one of the offered stones: g12 k4\)]
29 P1 choose k4
#? [\? it is P2's turn, not P1's \(P2 white must choose one of the offered stones: g12 k4\)]
30 choose c3
#? [\? c3 was not offered]
31 choose k4
#? []
32 status
#? [P2 white play\|pass \(place a white stone\)]
33 board
#? [.*\n12  \. \. \. \. \. \. \. \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \.\[X\]\. .*]
# undo/redo across the choice and the stay
34 undo
#? []
35 status
#? [P2 white choose \(choose one of the offered stones: g12 k4\)]
36 undo
#? []
37 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
38 redo
#? []
39 redo
#? []
40 status
#? [P2 white play\|pass \(place a white stone\)]
41 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 play h11\n5\. P2 offer g12 k4\n6\. P1 stay\n7\. P2 choose k4]

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

# branch 2: P1 swaps: P1 white keeps a fifth and plays W6; P2 black
47 new rif-p30-daiyue
#? []
48 play h8 i9 j8
#? []
49 opening
#? [I3 Kosei 恒星]
50 play g7
#? []
51 offer i7 f9
#? []
52 swap
#? []
53 status
#? [P1 white choose \(choose one of the offered stones: i7 f9\)]
54 P2 choose f9
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: i7 f9\)]
55 choose i7
#? []
56 status
#? [P1 white play\|pass \(place a white stone\)]
57 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j8\n4\. P2 play g7\n5\. P2 offer i7 f9\n6\. P1 swap\n7\. P1 choose i7]
58 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
59 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
60 ai off
#? []
