# rif-p26-eriksson (RIF proposal 26, Marcus Eriksson): P1 places one of the 26
# openings plus W4 in the central 7x7 and declares n in 1..3; P2 may swap;
# black offers n fifths (no two symmetric); white keeps one and plays W6.

# P1 places the opening (Kansei), then W4 in the 7x7
1 new rif-p26-eriksson
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 h9 h10
#? []
5 opening
#? [D1 Kansei 寒星]
6 status
#? [P1 black play \(place W4 in the central 7x7\)]
7 P2 play h11
#? [\? it is P1's turn, not P2's \(P1 black must place W4 in the central 7x7\)]
8 declare 3
#? [\? declare is not expected now: P1 black must place W4 in the central 7x7]
9 play l12
#? [\? W4 must be in the central 7x7]
10 play h10
#? [\? h10 is occupied]
11 play h11
#? []
12 status
#? [P1 black declare \(declare a number from 1 to 3\)]

# P1 declares n in 1..3
13 P2 declare 3
#? [\? it is P1's turn, not P2's \(P1 black must declare a number from 1 to 3\)]
14 declare 0
#? [\? declare a number from 1 to 3, not 0]
15 declare 4
#? [\? declare a number from 1 to 3, not 4]
16 swap
#? [\? swap is not expected now: P1 black must declare a number from 1 to 3]
17 declare 3
#? []
18 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
19 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P1 play h11\n5\. P1 declare 3]

# branch 1: P2 swaps; black (P2) offers three fifths; the stones mirror about column h
20 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
21 offer g12 k4 b2
#? [\? offer is not expected now: P2 white must swap colours or stay white]
22 swap
#? []
23 status
#? [P2 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
# undo/redo across the swap
24 undo
#? []
25 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
26 redo
#? []
27 status
#? [P2 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
28 P1 offer g12 k4 b2
#? [\? it is P2's turn, not P1's \(P2 black must offer 3 candidate black stones \(B5\) anywhere\)]
29 offer g12 i12 k4
#? [\? g12 and i12 are symmetric]
30 offer g12 k4
#? [\? offer exactly 3 stones, not 2]
31 offer g12 k4 b2 c2
#? [\? offer exactly 3 stones, not 4]
32 offer g12 k4 h11
#? [\? h11 is occupied]
33 offer g12 k4 b2
#? []
34 board
#? [.*\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*\n.*\n 2  \. \* \. .*]
35 status
#? [P1 white choose \(choose one of the offered stones: g12 k4 b2\)]

# white (P1) keeps one; undo/redo across the choice
36 P2 choose k4
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: g12 k4 b2\)]
37 choose c2
#? [\? c2 was not offered]
38 choose k4
#? []
39 status
#? [P1 white play\|pass \(place a white stone\)]
40 undo
#? []
41 status
#? [P1 white choose \(choose one of the offered stones: g12 k4 b2\)]
42 redo
#? []
43 status
#? [P1 white play\|pass \(place a white stone\)]
44 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P1 play h11\n5\. P1 declare 3\n6\. P2 swap\n7\. P2 offer g12 k4 b2\n8\. P1 choose k4]
45 board
#? [.*\n12  \. \. \. \. \. \. \. \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \.\[X\]\. .*\n.*\n 2  \. \. \. .*]

# W6 by white (P1) and on; black (P2) makes a five on row 2
46 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
47 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
48 result
#? [ongoing]
49 play e2
#? []
50 result
#? [black wins \(five\)]

# branch 2: Sosei, W4, n = 1; P2 stays; the lone fifth is kept at once
51 new rif-p26-eriksson
#? []
52 play h8 h9 j10
#? []
53 opening
#? [D3 Sosei 疏星]
54 play k11
#? []
55 declare 1
#? []
56 stay
#? []
57 status
#? [P1 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
58 offer g7 f6
#? [\? offer exactly 1 stone, not 2]
59 offer g7
#? []
60 status
#? [P2 white play\|pass \(place a white stone\)]
61 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play j10\n4\. P1 play k11\n5\. P1 declare 1\n6\. P2 stay\n7\. P1 offer g7]
62 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
63 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
64 ai off
#? []
