# renju-rif: P1 places one of the 26 openings (B1 at the centre, W2 in the central
# 3x3, B3 in the central 5x5); P2 may swap; white plays W4 anywhere; black offers 2
# fifth moves (no two symmetric); white keeps one and plays W6.

# the opening: P1 (black) places all three stones
1 new renju-rif
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 play h9
#? [? B1 must be at the centre]
5 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 P1 play h8
#? []
7 status
#? [P1 black play \(place W2 in the central 3x3\)]
8 P2 play h9
#? [? it is P1's turn, not P2's \(P1 black must place W2 in the central 3x3\)]
9 P1 play h10
#? [? W2 must be in the central 3x3]
10 P1 play j10
#? [? W2 must be in the central 3x3]
11 opening
#? [? no opening on the board.*]
12 P1 play h9
#? []
13 status
#? [P1 black play \(place B3 in the central 5x5\)]
14 P1 play k11
#? [? B3 must be in the central 5x5]
15 P1 play h12
#? [? B3 must be in the central 5x5]
16 P1 declare 2
#? [? declare is not expected now: .*]
17 P1 play h10
#? []
18 opening
#? [D1 Kansei 寒星]
19 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10]

# a chained opening is atomic: the bad B3 refuses the whole command
20 new renju-rif
#? []
21 play h8 h9 k11
#? [? B3 must be in the central 5x5]
22 status
#? [P1 black play \(place B1 at the centre\)]
23 play h8 h9 h10
#? []

# P2 (white for now) may swap
24 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
25 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
26 P2 play h11
#? [? play is not expected now: P2 white must swap colours or stay white]
27 P2 declare 2
#? [? declare is not expected now: .*]
28 P2 swap
#? []

# W4: white is P1 now; h11 keeps the h-file mirror symmetry
29 status
#? [P1 white play \(place W4 anywhere\)]
30 P2 play h11
#? [? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
31 P1 swap
#? [? swap is not expected now: P1 white must place W4 anywhere]
32 P1 offer g10 j11
#? [? offer is not expected now: .*]
33 P1 play h11
#? []

# black (P2) offers exactly 2; symmetric pairs are refused
34 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
35 P1 offer g10 j11
#? [? it is P2's turn, not P1's \(P2 black must offer 2 candidate black stones \(B5\) anywhere\)]
36 P2 swap
#? [? swap is not expected now: .*]
37 P2 offer g10
#? [? offer exactly 2 stones, not 1]
38 P2 offer g10 j11 k12
#? [? offer exactly 2 stones, not 3]
39 P2 offer g10 i10
#? [? g10 and i10 are symmetric]
40 P2 offer e5 k5
#? [? e5 and k5 are symmetric]
41 P2 offer i12 g12
#? [? i12 and g12 are symmetric]
42 P2 offer j11 j11
#? [? j11 is offered twice]
43 P2 offer h9 j11
#? [? h9 is occupied]
44 P2 offer g10 j11
#? []
45 board
#? [.*11  \. \. \. \. \. \. \.\[O\]\. \* \. .*10  \. \. \. \. \. \. \* X \. \. \. .*]
46 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 swap\n5\. P1 play h11\n6\. P2 offer g10 j11]

# white (P1) keeps one
47 status
#? [P1 white choose \(choose one of the offered stones: g10 j11\)]
48 P2 choose g10
#? [? it is P1's turn, not P2's .*]
49 P1 offer e5 f6
#? [? offer is not expected now: P1 white must choose one of the offered stones: g10 j11]
50 P1 stay
#? [? stay is not expected now: .*]
51 P1 choose i10
#? [? i10 was not offered]
52 P1 choose g10
#? []
53 board
#? [.*11  \. \. \. \. \. \. \. O \. \. \. .*10  \. \. \. \. \. \.\[X\]X \. \. \. .*]
54 status
#? [P1 white play\|pass \(place a white stone\)]

# undo/redo of the choice and the offer
55 undo
#? []
56 status
#? [P1 white choose \(choose one of the offered stones: g10 j11\)]
57 board
#? [.*11  \. \. \. \. \. \. \.\[O\]\. \* \. .*10  \. \. \. \. \. \. \* X \. \. \. .*]
58 undo
#? []
59 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
60 redo
#? []
61 redo
#? []
62 history
#? [.*\n5\. P1 play h11\n6\. P2 offer g10 j11\n7\. P1 choose g10]

# play on: the colours stay swapped: P2's double-three loses for black
63 P1 play a1
#? []
64 P2 play f8
#? []
65 P1 play a3
#? []
66 P2 play f9
#? []
67 P1 play o15
#? []
68 status
#? [P2 black play\|pass \(place a black stone\)]
69 check f10
#? [double-three]
70 P2 play f10
#? []
71 result
#? [white wins \(double-three\)]

# the other branch: P2 stays white, plays W4; P1 (black) offers; P2 keeps one
80 new renju-rif
#? []
81 play h8 i9 j10
#? []
82 opening
#? [I1 Chosei 长星]
83 P2 stay
#? []
84 status
#? [P2 white play \(place W4 anywhere\)]
85 P1 play g7
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
# g7 keeps the diagonal symmetry of the I1 opening (x <-> y about h8)
86 P2 play g7
#? []
87 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
88 P1 offer i7 g9
#? [? i7 and g9 are symmetric]
89 P1 offer a2 b1
#? [? a2 and b1 are symmetric]
90 P1 offer i7 h10
#? []
91 status
#? [P2 white choose \(choose one of the offered stones: i7 h10\)]
92 P2 choose h10
#? []
93 status
#? [P2 white play\|pass \(place a white stone\)]
# play on: white (P2) builds c3 d4 e5 f6 g7 on the diagonal: a five
94 play f6 a15 e5 a13 d4 a11
#? []
95 result
#? [ongoing]
96 P2 play c3
#? []
97 result
#? [white wins \(five\)]
