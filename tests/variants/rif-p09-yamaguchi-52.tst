# rif-p09-yamaguchi-52 (RIF proposal 9): as Yamaguchi, but the opening is one
# of the 52 (B3 in the central 7x7): P1 places it and declares N (decided
# 1..12); P2 may swap; white plays W4 anywhere; black offers N fifths, no two
# symmetric; white keeps one and plays W6.

1 new rif-p09-yamaguchi-52
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]

# the opening: B3 may stand outside the 5x5 but not outside the 7x7
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play g7
#? [? B1 must be at the centre]
5 play h8 h11
#? [? W2 must be in the central 3x3]
6 play h8 h9 l12
#? [? B3 must be in the central 7x7]
7 play h8 h9 a1
#? [? B3 must be in the central 7x7]
8 status
#? [P1 black play \(place B1 at the centre\)]
9 play h8 h9
#? []
10 status
#? [P1 black play \(place B3 in the central 7x7\)]
11 declare 3
#? [? declare is not expected now: P1 black must place B3 in the central 7x7]
12 play h11
#? []
13 opening
#? [D[0-9]+ .*one of the 52, not of the 26.*]

# P1 declares N in 1..12
14 status
#? [P1 black declare \(declare a number from 1 to 12\)]
15 P2 declare 2
#? [? it is P1's turn, not P2's \(P1 black must declare a number from 1 to 12\)]
16 declare 0
#? [? declare a number from 1 to 12, not 0]
17 declare 13
#? [? declare a number from 1 to 12, not 13]
18 swap
#? [? swap is not expected now: P1 black must declare a number from 1 to 12]
19 declare 2
#? []

# P2 may swap: both answers
20 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
21 P1 stay
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
22 play h12
#? [? play is not expected now: P2 white must swap colours or stay white]
23 swap
#? []
24 status
#? [P1 white play \(place W4 anywhere\)]
25 undo
#? []
26 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
27 undo
#? []
28 status
#? [P1 black declare \(declare a number from 1 to 12\)]
29 redo
#? []
30 stay
#? []

# W4 by P2 on column h: the position is mirror-symmetric about column h
31 status
#? [P2 white play \(place W4 anywhere\)]
32 P1 play h6
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
33 play h11
#? [? h11 is occupied]
34 play h6
#? []

# black (P1) offers exactly 2, no two symmetric
35 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
36 P2 offer g7 g5
#? [? it is P1's turn, not P2's.*]
37 offer g7
#? [? offer exactly 2 stones, not 1]
38 offer g7 g5 g4
#? [? offer exactly 2 stones, not 3]
39 offer g12 i12
#? [? g12 and i12 are symmetric]
40 offer g7 g7
#? [? g7 is offered twice]
41 offer h9 g7
#? [? h9 is occupied]
42 offer g7 g5
#? []
43 board
#? [.*\n 7  \. \. \. \. \. \. \* \. .*\n 5  \. \. \. \. \. \. \* \. .*]

# white (P2) keeps one
44 status
#? [P2 white choose \(choose one of the offered stones: g7 g5\)]
45 P1 choose g7
#? [? it is P2's turn, not P1's.*]
46 choose i7
#? [? i7 was not offered]
47 choose g5
#? []
48 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h11\n4\. P1 declare 2\n5\. P2 stay\n6\. P2 play h6\n7\. P1 offer g7 g5\n8\. P2 choose g5]
49 undo
#? []
50 status
#? [P2 white choose \(choose one of the offered stones: g7 g5\)]
51 redo
#? []

# W6 by P2, then P1 (black) makes a five on row 2
52 status
#? [P2 white play\|pass \(place a white stone\)]
53 swap
#? [? swap is not .*]
54 play b14
#? []
55 play b2
#? []
56 play d14
#? []
57 play c2
#? []
58 play f14
#? []
59 play d2
#? []
60 play j14
#? []
61 play e2
#? []
62 play l14
#? []
63 play f2
#? []
64 result
#? [black wins \(five\)]

# the swap branch, an indirect opening of the 52, N = 12
70 new rif-p09-yamaguchi-52
#? []
71 play h8 i9 k10
#? []
72 opening
#? [I[0-9]+ .*one of the 52, not of the 26.*]
73 declare 12
#? []
74 swap
#? []
75 play o15
#? []
76 status
#? [P2 black offer \(offer 12 candidate black stones \(B5\) anywhere\)]
77 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11
#? [? offer exactly 12 stones, not 11]
78 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12
#? []
79 status
#? [P1 white choose \(choose one of the offered stones: a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12\)]
80 choose a6
#? []
81 status
#? [P1 white play\|pass \(place a white stone\)]
82 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
83 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
84 ai off
#? []

# one of the 26 is one of the 52 too
90 new rif-p09-yamaguchi-52
#? []
91 opening D3
#? []
92 status
#? [P1 black declare \(declare a number from 1 to 12\)]
