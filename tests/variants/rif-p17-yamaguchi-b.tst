# rif-p17-yamaguchi-b (RIF proposal 17): P1 B1 at the centre; P2 W2 in the
# 3x3; P1 B3 in the central 7x7 and declares N (1..12, decided); P2 may swap;
# white plays W4 anywhere; black offers N fifths (no two symmetric); white
# keeps one and plays W6.

# B1 by P1 at the centre, W2 by P2 in the 3x3, B3 by P1 in the 7x7
1 new rif-p17-yamaguchi-b
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
#? [P2 white play \(place W2 in the central 3x3\)]
7 P1 play h9
#? [\? it is P2's turn, not P1's \(P2 white must place W2 in the central 3x3\)]
8 play h11
#? [\? W2 must be in the central 3x3]
9 play h9
#? []
10 status
#? [P1 black play \(place B3 in the central 7x7\)]
11 P2 play h11
#? [\? it is P1's turn, not P2's \(P1 black must place B3 in the central 7x7\)]
12 play h12
#? [\? B3 must be in the central 7x7]
13 play l8
#? [\? B3 must be in the central 7x7]
14 play h11
#? []
15 opening
#? [D14 \(one of the 52, not of the 26; a wuzi label\)]

# P1 declares N in 1..12
16 status
#? [P1 black declare \(declare a number from 1 to 12\)]
17 swap
#? [\? swap is not expected now: P1 black must declare a number from 1 to 12]
18 play h12
#? [\? play is not expected now: P1 black must declare a number from 1 to 12]
19 P2 declare 3
#? [\? it is P1's turn, not P2's \(P1 black must declare a number from 1 to 12\)]
20 declare 0
#? [\? declare a number from 1 to 12, not 0]
21 declare 13
#? [\? declare a number from 1 to 12, not 13]
22 declare x
#? [\? declare takes a number]
23 declare 3
#? []
24 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play h11\n4\. P1 declare 3]
# undo/redo across the declaration
25 undo
#? []
26 status
#? [P1 black declare \(declare a number from 1 to 12\)]
27 redo
#? []
28 status
#? [P2 white swap\|stay \(swap colours or stay white\)]

# branch 1: P2 stays white and plays W4 anywhere
29 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
30 declare 2
#? [\? declare is not expected now: P2 white must swap colours or stay white]
31 stay
#? []
32 status
#? [P2 white play \(place W4 anywhere\)]
33 P1 play h12
#? [\? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
34 play h9
#? [\? h9 is occupied]
35 play h12
#? []
36 status
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]

# black (P1) offers 3 fifths; the stones are symmetric about column h: g10 and i10 mirror each other
37 P2 offer g10 k5 a1
#? [\? it is P1's turn, not P2's \(P1 black must offer 3 candidate black stones \(B5\) anywhere\)]
38 offer g10 i10 k5
#? [\? g10 and i10 are symmetric]
39 offer g10 k5
#? [\? offer exactly 3 stones, not 2]
40 offer g10 k5 a1 b1
#? [\? offer exactly 3 stones, not 4]
41 offer g10 k5 h12
#? [\? h12 is occupied]
42 offer g10 k5 k5
#? [\? k5 is offered twice]
43 play g10
#? [\? play is not expected now: P1 black must offer 3 candidate black stones \(B5\) anywhere]
44 offer g10 k5 a1
#? []
45 board
#? [.*\n10  \. \. \. \. \. \. \* \. \. \. \. \. \. \. \. 10\n.*\n 5  \. \. \. \. \. \. \. \. \. \. \* \. .*\n 1  \* \. .*]

# white (P2) keeps one; undo/redo across the choice
46 status
#? [P2 white choose \(choose one of the offered stones: g10 k5 a1\)]
47 P1 choose a1
#? [\? it is P2's turn, not P1's \(P2 white must choose one of the offered stones: g10 k5 a1\)]
48 choose i10
#? [\? i10 was not offered]
49 choose h12
#? [\? h12 was not offered]
50 choose a1
#? []
51 status
#? [P2 white play\|pass \(place a white stone\)]
52 undo
#? []
53 status
#? [P2 white choose \(choose one of the offered stones: g10 k5 a1\)]
54 redo
#? []
55 status
#? [P2 white play\|pass \(place a white stone\)]
56 board
#? [.*\n10  \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 10\n.*\n 5  \. \. \. \. \. \. \. \. \. \. \. \. .*\n 1 \[X\]\. .*]
57 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play h11\n4\. P1 declare 3\n5\. P2 stay\n6\. P2 play h12\n7\. P1 offer g10 k5 a1\n8\. P2 choose a1]

# W6 and on: black makes a five on row 1
58 P1 play n14
#? [\? it is P2's turn, not P1's \(P2 white must place a white stone\)]
59 play n14 b1 l14 c1 j14 d1 f14
#? []
60 result
#? [ongoing]
61 play e1
#? []
62 result
#? [black wins \(five\)]

# branch 2: P2 swaps after a declaration of 1; the lone fifth is kept without asking
63 new rif-p17-yamaguchi-b
#? []
64 play h8
#? []
65 play i9
#? []
66 play j11
#? []
67 declare 1
#? []
68 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
69 swap
#? []
70 status
#? [P1 white play \(place W4 anywhere\)]
71 P2 play h12
#? [\? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
72 play h12
#? []
73 status
#? [P2 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
74 offer h7 h6
#? [\? offer exactly 1 stone, not 2]
75 offer h7
#? []
76 status
#? [P1 white play\|pass \(place a white stone\)]
77 board
#? [.*\n 7  \. \. \. \. \. \. \.\[X\]\. .*]
78 history
#? [1\. P1 play h8\n2\. P2 play i9\n3\. P1 play j11\n4\. P1 declare 1\n5\. P2 swap\n6\. P1 play h12\n7\. P2 offer h7]
79 undo
#? []
80 status
#? [P2 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
81 board
#? [!.*\n 7  \. \. \. \. \. \. \.[ \[]X.*]
82 redo
#? []
83 status
#? [P1 white play\|pass \(place a white stone\)]
84 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
85 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
86 ai off
#? []
