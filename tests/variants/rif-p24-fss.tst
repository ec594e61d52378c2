# rif-p24-fss (RIF proposal 24, FSS): P1 places one of the 52 openings (B1 at
# the centre, W2 in the 3x3, B3 in the 7x7); P2 places W4 anywhere and
# declares n in 1..12; P1 may swap; black offers n fifths (no two
# symmetric); white keeps one and plays W6.

# P1 places one of the 52: B3 may stand in the 7x7, not beyond
1 new rif-p24-fss
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 i9 l8
#? [\? B3 must be in the central 7x7]
5 play h8 i9 k11
#? []
6 opening
#? [I14 \(one of the 52, not of the 26; a wuzi label\)]
7 status
#? [P2 white play \(place W4 anywhere\)]

# P2 places W4 anywhere, then declares n in 1..12
8 P1 play a15
#? [\? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
9 swap
#? [\? swap is not expected now: P2 white must place W4 anywhere]
10 declare 2
#? [\? declare is not expected now: P2 white must place W4 anywhere]
11 play k11
#? [\? k11 is occupied]
12 play a15
#? []
13 status
#? [P2 white declare \(declare a number from 1 to 12\)]
14 P1 declare 2
#? [\? it is P2's turn, not P1's \(P2 white must declare a number from 1 to 12\)]
15 declare 0
#? [\? declare a number from 1 to 12, not 0]
16 declare 13
#? [\? declare a number from 1 to 12, not 13]
17 play b15
#? [\? play is not expected now: P2 white must declare a number from 1 to 12]
18 declare 2
#? []
19 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
20 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play k11\n4\. P2 play a15\n5\. P2 declare 2]

# branch 1: P1 stays black and offers two fifths
21 P2 stay
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
22 offer j9 g9
#? [\? offer is not expected now: P1 black must swap colours or stay black]
23 stay
#? []
24 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
25 P2 offer j9 g9
#? [\? it is P1's turn, not P2's \(P1 black must offer 2 candidate black stones \(B5\) anywhere\)]
26 offer j9
#? [\? offer exactly 2 stones, not 1]
27 offer j9 g9 f9
#? [\? offer exactly 2 stones, not 3]
28 offer j9 a15
#? [\? a15 is occupied]
29 offer j9 g9
#? []
30 board
#? [.*\n 9  \. \. \. \. \. \. \* \. O \* \. .*]
31 status
#? [P2 white choose \(choose one of the offered stones: j9 g9\)]

# white (P2) keeps one; undo/redo across the offer and the choice
32 P1 choose g9
#? [\? it is P2's turn, not P1's \(P2 white must choose one of the offered stones: j9 g9\)]
33 choose f9
#? [\? f9 was not offered]
34 choose g9
#? []
35 status
#? [P2 white play\|pass \(place a white stone\)]
36 undo
#? []
37 status
#? [P2 white choose \(choose one of the offered stones: j9 g9\)]
38 undo
#? []
39 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
40 board
#? [!.*\*.*]
41 redo
#? []
42 redo
#? []
43 status
#? [P2 white play\|pass \(place a white stone\)]
44 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play k11\n4\. P2 play a15\n5\. P2 declare 2\n6\. P1 stay\n7\. P1 offer j9 g9\n8\. P2 choose g9]

# W6 by white (P2) and on; black (P1) makes a five on row 2
45 P1 play n14
#? [\? it is P2's turn, not P1's \(P2 white must place a white stone\)]
46 play n14 a2 l14 b2 j14 c2 f14 d2 d14
#? []
47 result
#? [ongoing]
48 play e2
#? []
49 result
#? [black wins \(five\)]

# branch 2: W4 keeps the stones symmetric about column h; n = 4; P1 swaps
50 new rif-p24-fss
#? []
51 play h8 h9 h11
#? []
52 opening
#? [D14 \(one of the 52, not of the 26; a wuzi label\)]
53 play h12
#? []
54 declare 4
#? []
55 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
56 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
57 swap
#? []
58 status
#? [P2 black offer \(offer 4 candidate black stones \(B5\) anywhere\)]
59 P1 offer g10 k5 a1 o15
#? [\? it is P2's turn, not P1's \(P2 black must offer 4 candidate black stones \(B5\) anywhere\)]
60 offer g10 i10 k5 a1
#? [\? g10 and i10 are symmetric]
61 offer g10 k5 a1
#? [\? offer exactly 4 stones, not 3]
62 offer g10 k5 a1 o15 o1
#? [\? offer exactly 4 stones, not 5]
63 offer g10 k5 a1 o15
#? []
64 status
#? [P1 white choose \(choose one of the offered stones: g10 k5 a1 o15\)]
65 P2 choose o15
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: g10 k5 a1 o15\)]
66 choose o1
#? [\? o1 was not offered]
67 choose o15
#? []
68 status
#? [P1 white play\|pass \(place a white stone\)]
69 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h11\n4\. P2 play h12\n5\. P2 declare 4\n6\. P1 swap\n7\. P2 offer g10 k5 a1 o15\n8\. P1 choose o15]
70 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
71 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
72 ai off
#? []
