# rif-p29-soosorv (RIF proposal 29, Soosorv, N = 4): P1 places one of the 26
# openings; P2 may swap; white plays W4 anywhere and declares n in 1..N; the
# other player (who did not place W4) may swap; black offers n fifths (no two
# symmetric); white keeps one and plays W6.  N is a key: `new ... N=6`.

# P1 places the opening (Kansei); P2 may swap
1 new rif-p29-soosorv
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
#? [P2 white swap\|stay \(swap colours or stay white\)]
8 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
9 play h11
#? [\? play is not expected now: P2 white must swap colours or stay white]
10 declare 2
#? [\? declare is not expected now: P2 white must swap colours or stay white]

# branch 1: P2 stays white, plays W4 anywhere and declares n in 1..4
11 stay
#? []
12 status
#? [P2 white play \(place W4 anywhere\)]
13 P1 play h11
#? [\? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
14 play h10
#? [\? h10 is occupied]
15 play h11
#? []
16 status
#? [P2 white declare \(declare a number from 1 to 4\)]
17 P1 declare 4
#? [\? it is P2's turn, not P1's \(P2 white must declare a number from 1 to 4\)]
18 declare 0
#? [\? declare a number from 1 to 4, not 0]
19 declare 5
#? [\? declare a number from 1 to 4, not 5]
20 offer g12 k4
#? [\? offer is not expected now: P2 white must declare a number from 1 to 4]
21 declare 4
#? []
22 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
23 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 stay\n5\. P2 play h11\n6\. P2 declare 4]

# the other player (P1) swaps: P1 white, P2 black; undo/redo across the swap
24 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
25 swap
#? []
26 status
#? [P2 black offer \(offer 4 candidate black stones \(B5\) anywhere\)]
27 undo
#? []
28 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
29 redo
#? []
30 status
#? [P2 black offer \(offer 4 candidate black stones \(B5\) anywhere\)]

# black (P2) offers four fifths; the stones mirror about column h
31 P1 offer g12 k4 b2 n13
#? [\? it is P2's turn, not P1's \(P2 black must offer 4 candidate black stones \(B5\) anywhere\)]
32 offer g12 i12 k4 b2
#? [\? g12 and i12 are symmetric]
33 offer g12 k4 b2
#? [\? offer exactly 4 stones, not 3]
34 offer g12 k4 b2 n13 c3
#? [\? offer exactly 4 stones, not 5]
35 offer g12 k4 b2 h11
#? [\? h11 is occupied]
36 offer g12 k4 b2 n13
#? []
37 board
#? [.*\n13  \. \. \. \. \. \. \. \. \. \. \. \. \. \* \. 13\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*\n.*\n 2  \. \* \. .*]
38 status
#? [P1 white choose \(choose one of the offered stones: g12 k4 b2 n13\)]

# white (P1) keeps one
39 P2 choose b2
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: g12 k4 b2 n13\)]
40 choose c3
#? [\? c3 was not offered]
41 choose b2
#? []
42 status
#? [P1 white play\|pass \(place a white stone\)]
43 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 stay\n5\. P2 play h11\n6\. P2 declare 4\n7\. P1 swap\n8\. P2 offer g12 k4 b2 n13\n9\. P1 choose b2]

# W6 by white (P1) and on; black (P2) makes a five b2-f2
44 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
45 play a14 c2 c14 d2 e14 e2 g14
#? []
46 result
#? [ongoing]
47 play f2
#? []
48 result
#? [black wins \(five\)]

# branch 2: P2 swaps; white (P1) plays W4 and declares 2; the other player (P2, black) stays
49 new rif-p29-soosorv
#? []
50 play h8 i9 j8
#? []
51 opening
#? [I3 Kosei 恒星]
52 swap
#? []
53 status
#? [P1 white play \(place W4 anywhere\)]
54 P2 play g7
#? [\? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
55 play g7
#? []
56 status
#? [P1 white declare \(declare a number from 1 to 4\)]
57 declare 2
#? []
58 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
59 P1 stay
#? [\? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
60 stay
#? []
61 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
62 offer i7 f9
#? []
63 status
#? [P1 white choose \(choose one of the offered stones: i7 f9\)]
64 P2 choose i7
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: i7 f9\)]
65 choose i7
#? []
66 status
#? [P1 white play\|pass \(place a white stone\)]
67 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j8\n4\. P2 swap\n5\. P1 play g7\n6\. P1 declare 2\n7\. P2 stay\n8\. P2 offer i7 f9\n9\. P1 choose i7]
68 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
69 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
70 ai off
#? []

# N is a key: N=6 widens the declaration to 1..6
71 new rif-p29-soosorv N=6
#? []
72 play h8 h9 j10
#? []
73 stay
#? []
74 play k11
#? []
75 status
#? [P2 white declare \(declare a number from 1 to 6\)]
76 declare 7
#? [\? declare a number from 1 to 6, not 7]
77 declare 6
#? []
78 stay
#? []
79 status
#? [P1 black offer \(offer 6 candidate black stones \(B5\) anywhere\)]
80 new rif-p29-soosorv N=x
#? [\? N=x: N must be a whole number >= 0, not 'x']
81 new rif-p29-soosorv M=3
#? [\? rif-p29-soosorv has no key 'M']
# N=0 would make the declaration range 1..0: refused like such a manifest
82 new rif-p29-soosorv N=0
#? [? N=0: .*would declare from 1 to 0]
