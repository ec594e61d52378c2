# rif-p15-xia (RIF proposal 15, Yunhe Xia): a 17x17 board; P1 places one of
# the 26 openings around the centre i9; P2 may swap; white places W4 anywhere
# and declares n in 1..9; black may swap; black offers n fifths, no two
# symmetric; white keeps one and plays W6.  Forbidden moves bind P2 whatever
# colour it plays, and never P1 (decided: literal reading of the seed).

1 new rif-p15-xia
#? []
2 board
#? [\n +a b c d e f g h i j k l m n o p q\n17  \. .*]
3 status
#? [P1 black play \(place B1 at the centre\)]

# the opening around i9: B1 at i9, W2 in its 3x3, B3 in its 5x5
4 play h8
#? [? B1 must be at the centre]
5 P2 play i9
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
6 play i9 h11
#? [? W2 must be in the central 3x3]
7 play i9 i10 m13
#? [? B3 must be in the central 5x5]
8 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
9 play i9 i10 i11
#? []
10 opening
#? [D1 Kansei 寒星]

# swap point 1: P2; both answers (stay, then undo, swap)
11 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
12 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
13 declare 3
#? [? declare is not expected now: P2 white must swap colours or stay white]
14 stay
#? []
15 status
#? [P2 white play \(place W4 anywhere\)]
16 undo
#? []
17 swap
#? []

# W4 by white (P1) anywhere: on column i, so the position is mirror-symmetric
# about column i (h and j points are images)
18 status
#? [P1 white play \(place W4 anywhere\)]
19 P2 play i13
#? [? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
20 play i11
#? [? i11 is occupied]
21 play r1
#? [? r1 is off the board \(columns a\.\.q, rows 1\.\.17\)]
22 play i13
#? []

# white (P1) declares n in 1..9
23 status
#? [P1 white declare \(declare a number from 1 to 9\)]
24 P2 declare 2
#? [? it is P1's turn, not P2's \(P1 white must declare a number from 1 to 9\)]
25 declare 0
#? [? declare a number from 1 to 9, not 0]
26 declare 10
#? [? declare a number from 1 to 9, not 10]
27 swap
#? [? swap is not expected now: P1 white must declare a number from 1 to 9]
28 declare 2
#? []

# swap point 2: black (P2) may swap; both answers
29 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
30 P1 swap
#? [? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
31 stay
#? []
32 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
33 undo
#? []
34 swap
#? []

# black (P1) offers 2, no two symmetric; white (P2) keeps one
35 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
36 P2 offer h7 h6
#? [? it is P1's turn, not P2's.*]
37 offer h7
#? [? offer exactly 2 stones, not 1]
38 offer h7 j7
#? [? h7 and j7 are symmetric]
39 offer h7 h6 h5
#? [? offer exactly 2 stones, not 3]
40 offer h7 h6
#? []
41 status
#? [P2 white choose \(choose one of the offered stones: h7 h6\)]
42 P1 choose h6
#? [? it is P2's turn, not P1's.*]
43 choose j6
#? [? j6 was not offered]
44 choose h6
#? []
45 status
#? [P2 white play\|pass \(place a white stone\)]
46 history
#? [1\. P1 play i9\n2\. P1 play i10\n3\. P1 play i11\n4\. P2 swap\n5\. P1 play i13\n6\. P1 declare 2\n7\. P2 swap\n8\. P1 offer h7 h6\n9\. P2 choose h6]
47 undo
#? []
48 status
#? [P2 white choose \(choose one of the offered stones: h7 h6\)]
49 redo
#? []

# after two swaps P1 holds black and P2 white.  P1 (black) is not bound: its
# double-three at o5 (m5 n5 o5 and o5 o6 o7) is legal.  P2 (white) is bound:
# its double-three at e13 (c13 d13 e13 and e13 e14 e15) loses.
50 play c13
#? []
51 play m5
#? []
52 play d13
#? []
53 play n5
#? []
54 play e15
#? []
55 play o7
#? []
56 play e14
#? []
57 play o6
#? []
58 play a1
#? []
59 status
#? [P1 black play\|pass \(place a black stone\)]
60 forbidden
#? []
61 play o5
#? []
62 result
#? [ongoing]
63 status
#? [P2 white play\|pass \(place a white stone\)]
64 play e13
#? []
65 result
#? [black wins \(double-three\)]
66 undo
#? []
67 result
#? [ongoing]

# P2 plays elsewhere; P1 (black) goes on to a five on row 5
68 play a3
#? []
69 play p5
#? []
70 play a5
#? []
71 play l5
#? []
72 result
#? [black wins \(five\)]

# the other path: P2 stays, P2 (white) places W4 and declares, black (P1)
# swaps: P1 holds white, P2 black.  P2 (black) is bound as usual; P1 (white)
# is free; the lone candidate (n = 1) is kept without asking
80 new rif-p15-xia
#? []
81 opening D3
#? []
82 opening
#? [D3 Sosei 疏星]
83 stay
#? []
84 play q17
#? []
85 declare 1
#? []
86 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
87 swap
#? []
88 status
#? [P2 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
89 offer a1 a2
#? [? offer exactly 1 stone, not 2]
90 offer a1
#? []
91 status
#? [P1 white play\|pass \(place a white stone\)]
92 play c13
#? []
93 play m5
#? []
94 play d13
#? []
95 play n5
#? []
96 play e15
#? []
97 play o7
#? []
98 play e14
#? []
99 play o6
#? []
# P1's white double-three is legal
100 play e13
#? []
101 result
#? [ongoing]
102 status
#? [P2 black play\|pass \(place a black stone\)]
103 forbidden
#? [o5]
104 play o5
#? []
105 result
#? [white wins \(double-three\)]

# setup keeps P1 black and P2 white, so the binding stays meaningful there:
# P1's black double-three is legal, P2's white double-three loses
110 new rif-p15-xia
#? []
111 setup black m5 n5 o7 o6 white c13 d13 e15 e14
#? []
112 status
#? [P1 black play\|pass \(place a black stone\)]
113 play o5
#? []
114 result
#? [ongoing]
115 play e13
#? []
116 result
#? [black wins \(double-three\)]

# P2's white overline loses too; its exact five wins
120 new rif-p15-xia
#? []
121 setup black a1 c1 e1 g1 white a17 b17 c17 e17 f17
#? []
122 play q1
#? []
123 play d17
#? []
124 result
#? [black wins \(overline\)]
125 new rif-p15-xia
#? []
126 setup black a1 c1 e1 g1 white a17 b17 c17 e17
#? []
127 play q1
#? []
128 play d17
#? []
129 result
#? [white wins \(five\)]

# P1 is never bound: its black overline is no foul and wins like a five
130 new rif-p15-xia
#? []
131 setup black a1 b1 c1 e1 f1 white a17 c17 e17 g17
#? []
132 forbidden
#? []
133 play d1
#? []
134 result
#? [black wins \(five\)]
