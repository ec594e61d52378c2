# rif-p22-xsir317 (RIF proposal 22, xsir317): P1 places one of the 26
# openings; P2 may swap; white offers one or two candidate 4th stones anywhere
# and declares n in 1..3; the other player may swap; if there are two 4ths,
# black keeps one (decided; a lone 4th is kept without asking); black offers
# n fifths (no two symmetric); white keeps one and plays W6.

# P1 places the opening (Sosei); P2 may swap
1 new rif-p22-xsir317
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 h9 l12
#? [\? B3 must be in the central 5x5]
5 play h8 h9 j10
#? []
6 opening
#? [D3 Sosei 疏星]
7 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
8 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
9 offer i10
#? [\? offer is not expected now: P2 white must swap colours or stay white]

# branch 1: P2 stays white and offers a single 4th
10 stay
#? []
11 status
#? [P2 white offer \(offer 1 to 2 candidate white stones anywhere\)]
12 P1 offer i10
#? [\? it is P2's turn, not P1's \(P2 white must offer 1 to 2 candidate white stones anywhere\)]
13 offer
#? [? offer takes at least 1 point]
14 offer i10 g7 f6
#? [\? offer 1 to 2 stones, not 3]
15 offer j10
#? [\? j10 is occupied]
16 offer i10 i10
#? [\? i10 is offered twice]
17 declare 1
#? [\? declare is not expected now: P2 white must offer 1 to 2 candidate white stones anywhere]
18 play i10
#? [\? play is not expected now: P2 white must offer 1 to 2 candidate white stones anywhere]
19 offer i10
#? []
20 board
#? [.*\n10  \. \. \. \. \. \. \. \. \*\[X\]\. .*]
21 status
#? [P2 white declare \(declare a number from 1 to 3\)]

# white (P2) declares n in 1..3
22 P1 declare 1
#? [\? it is P2's turn, not P1's \(P2 white must declare a number from 1 to 3\)]
23 declare 0
#? [\? declare a number from 1 to 3, not 0]
24 declare 4
#? [\? declare a number from 1 to 3, not 4]
25 offer g7
#? [\? offer is not expected now: P2 white must declare a number from 1 to 3]
26 declare 1
#? []
27 status
#? [P1 black swap\|stay \(swap colours or stay black\)]

# the other player (P1, black) may swap; it stays; the lone 4th is kept at once
28 P2 stay
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
29 stay
#? []
30 status
#? [P1 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
31 board
#? [.*\n10  \. \. \. \. \. \. \. \.\[O\]X \. .*]
32 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play j10\n4\. P2 stay\n5\. P2 offer i10\n6\. P2 declare 1\n7\. P1 stay]

# black (P1) offers one 5th: kept at once too
33 offer g7 f6
#? [\? offer exactly 1 stone, not 2]
34 P2 offer g7
#? [\? it is P1's turn, not P2's \(P1 black must offer 1 candidate black stone \(B5\) anywhere\)]
35 offer i10
#? [\? i10 is occupied]
36 offer g7
#? []
37 status
#? [P2 white play\|pass \(place a white stone\)]
38 board
#? [.*\n10  \. \. \. \. \. \. \. \. O X \. .*\n 7  \. \. \. \. \. \.\[X\]\. .*]
39 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play j10\n4\. P2 stay\n5\. P2 offer i10\n6\. P2 declare 1\n7\. P1 stay\n8\. P1 offer g7]

# white (P2) plays W6 and on; black (P1) makes a five on row 2
40 P1 play a14
#? [\? it is P2's turn, not P1's \(P2 white must place a white stone\)]
41 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
42 result
#? [ongoing]
43 play e2
#? []
44 result
#? [black wins \(five\)]

# branch 2: P2 swaps; white (P1) offers two 4ths on Kansei and declares 3
45 new rif-p22-xsir317
#? []
46 play h8 h9 h10
#? []
47 opening
#? [D1 Kansei 寒星]
48 swap
#? []
49 status
#? [P1 white offer \(offer 1 to 2 candidate white stones anywhere\)]
50 P2 offer h11 h6
#? [\? it is P1's turn, not P2's \(P1 white must offer 1 to 2 candidate white stones anywhere\)]
51 offer h11 h7
#? [\? h11 and h7 are symmetric]
52 offer g11 i11
#? [\? g11 and i11 are symmetric]
53 offer h11 h6
#? []
54 board
#? [.*\n11  \. \. \. \. \. \. \. \* \. .*\n 6  \. \. \. \. \. \. \. \* \. .*]
55 status
#? [P1 white declare \(declare a number from 1 to 3\)]
56 declare 3
#? []
57 status
#? [P2 black swap\|stay \(swap colours or stay black\)]

# the other player (P2, black) swaps: P2 white, P1 black; undo/redo across it
58 P1 swap
#? [\? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
59 swap
#? []
60 status
#? [P1 black choose \(choose one of the offered stones: h11 h6\)]
61 undo
#? []
62 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
63 redo
#? []
64 status
#? [P1 black choose \(choose one of the offered stones: h11 h6\)]

# black (P1) keeps one of the two 4ths
65 P2 choose h11
#? [\? it is P1's turn, not P2's \(P1 black must choose one of the offered stones: h11 h6\)]
66 choose h7
#? [\? h7 was not offered]
67 choose h10
#? [\? h10 was not offered]
68 offer g12 i12 f5
#? [\? offer is not expected now: P1 black must choose one of the offered stones: h11 h6]
69 choose h11
#? []
70 status
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
71 board
#? [.*\n11  \. \. \. \. \. \. \.\[O\]\. .*\n 6  \. \. \. \. \. \. \. \. \. .*]

# black (P1) offers three 5ths: with W4 on h11 the stones mirror about column h
72 P2 offer g12 k4 b2
#? [\? it is P1's turn, not P2's \(P1 black must offer 3 candidate black stones \(B5\) anywhere\)]
73 offer g12 i12 k4
#? [\? g12 and i12 are symmetric]
74 offer g12 k4
#? [\? offer exactly 3 stones, not 2]
75 offer g12 k4 b2 c2
#? [\? offer exactly 3 stones, not 4]
76 offer g12 k4 h11
#? [\? h11 is occupied]
77 offer g12 k4 b2
#? []
78 board
#? [.*\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*\n.*\n 2  \. \* \. .*]
79 status
#? [P2 white choose \(choose one of the offered stones: g12 k4 b2\)]

# white (P2) keeps one; undo/redo across the choice
80 P1 choose k4
#? [\? it is P2's turn, not P1's \(P2 white must choose one of the offered stones: g12 k4 b2\)]
81 choose i12
#? [\? i12 was not offered]
82 choose k4
#? []
83 status
#? [P2 white play\|pass \(place a white stone\)]
84 undo
#? []
85 status
#? [P2 white choose \(choose one of the offered stones: g12 k4 b2\)]
86 redo
#? []
87 status
#? [P2 white play\|pass \(place a white stone\)]
88 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 swap\n5\. P1 offer h11 h6\n6\. P1 declare 3\n7\. P2 swap\n8\. P1 choose h11\n9\. P1 offer g12 k4 b2\n10\. P2 choose k4]
89 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
90 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
91 ai off
#? []
