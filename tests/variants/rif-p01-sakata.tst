# rif-p01-sakata (RIF proposal 1, = renju-sakata): P1 places one of the 26
# openings; P2 places W4 in the central 7x7 and B5 in the central 9x9; P1
# chooses colour; white plays W6.

1 new rif-p01-sakata
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]

# the opening: B1 at the centre, W2 in the 3x3, B3 in the 5x5, all by P1
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h7 h9 j10
#? [? B1 must be at the centre]
5 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 play h8
#? []
7 status
#? [P1 black play \(place W2 in the central 3x3\)]
8 play h10
#? [? W2 must be in the central 3x3]
9 P2 play h9
#? [? it is P1's turn, not P2's.*]
10 play h9
#? []
11 status
#? [P1 black play \(place B3 in the central 5x5\)]
12 play k11
#? [? B3 must be in the central 5x5]
13 play h8
#? [? h8 is occupied]
14 declare 2
#? [? declare is not expected now: P1 black must place B3 in the central 5x5]
15 play j10
#? []
16 opening
#? [D3 Sosei 疏星]

# P2 places W4 in the 7x7 and B5 in the 9x9
17 status
#? [P2 white play \(place W4 in the central 7x7\)]
18 P1 play k11
#? [? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
19 play l12
#? [? W4 must be in the central 7x7]
20 stay
#? [? stay is not expected now: P2 white must place W4 in the central 7x7]
21 play k11
#? []
22 status
#? [P2 white play \(place B5 in the central 9x9\)]
23 play m13
#? [? B5 must be in the central 9x9]
24 play a1
#? [? B5 must be in the central 9x9]
25 offer d4 e5
#? [? offer is not expected now: P2 white must place B5 in the central 9x9]
26 play d4
#? []
27 board
#? [.*\n 5  \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.  5\n 4  \. \. \.\[X\]\. \. \. \. \. \. \. \. \. \. \.  4\n.*]
28 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play j10\n4\. P2 play k11\n5\. P2 play d4]

# P1 chooses colour: only P1, and only swap or stay
29 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
30 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
31 play e5
#? [? play is not expected now: P1 black must swap colours or stay black]
32 declare 1
#? [? declare is not expected now: P1 black must swap colours or stay black]

# branch 1: P1 stays black; white (P2) plays W6
33 stay
#? []
34 status
#? [P2 white play\|pass \(place a white stone\)]
35 P1 play e5
#? [? it is P2's turn, not P1's.*]
36 swap
#? [? swap is not .*]

# undo/redo across the colour choice
37 undo
#? []
38 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
39 redo
#? []
40 status
#? [P2 white play\|pass \(place a white stone\)]
41 history
#? [(.*\n)*6\. P1 stay]
42 undo
#? []

# branch 2: P1 swaps: P1 holds white and plays W6, P2 holds black
43 swap
#? []
44 status
#? [P1 white play\|pass \(place a white stone\)]
45 history
#? [(.*\n)*5\. P2 play d4\n6\. P1 swap]
46 undo
#? []
47 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
48 redo
#? []
49 status
#? [P1 white play\|pass \(place a white stone\)]

# play on: P2 (black) makes a five on row 2 while P1 (white) scatters
50 play b14
#? []
51 status
#? [P2 black play\|pass \(place a black stone\)]
52 play b2
#? []
53 play d14
#? []
54 play c2
#? []
55 play f14
#? []
56 play d2
#? []
57 play h14
#? []
58 play e2
#? []
59 play j14
#? []
60 result
#? [ongoing]
61 play f2
#? []
62 result
#? [black wins \(five\)]
63 play g2
#? [? .*over.*]

# the stay branch played to the end by two AIs
70 new rif-p01-sakata seed=5
#? []
71 play h8 i9 j8 g10 f4
#? []
72 opening
#? [I3 Kosei 恒星]
73 stay
#? []
74 status
#? [P2 white play\|pass \(place a white stone\)]
75 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
76 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
