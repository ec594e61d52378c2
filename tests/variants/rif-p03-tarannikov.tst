# rif-p03-tarannikov (RIF proposal 3, = renju-tarannikov): B1 at the centre,
# W2 in the 3x3, B3 in the 5x5, W4 in the 7x7, B5 in the 9x9, each placed by
# whoever holds that colour; after each of the five the other player may
# swap; W6 anywhere.  Both answers are tried at every swap point (the other
# one through undo), and the path taken alternates so each colour changes
# hands.

1 new rif-p03-tarannikov
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play i9
#? [? B1 must be at the centre]
5 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 play h8
#? []

# swap point 1 (after B1): P2 decides
7 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
8 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
9 play h9
#? [? play is not expected now: P2 white must swap colours or stay white]
10 declare 1
#? [? declare is not expected now: P2 white must swap colours or stay white]
11 stay
#? []
12 status
#? [P2 white play \(place W2 in the central 3x3\)]
13 undo
#? []
14 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
15 swap
#? []
16 status
#? [P1 white play \(place W2 in the central 3x3\)]

# W2 by P1 (now white)
17 P2 play h9
#? [? it is P1's turn, not P2's \(P1 white must place W2 in the central 3x3\)]
18 play h10
#? [? W2 must be in the central 3x3]
19 play h8
#? [? h8 is occupied]
20 stay
#? [? stay is not expected now: P1 white must place W2 in the central 3x3]
21 play i9
#? []

# swap point 2 (after W2): P2, who did not place W2
22 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
23 P1 stay
#? [? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
24 swap
#? []
25 status
#? [P1 black play \(place B3 in the central 5x5\)]
26 undo
#? []
27 stay
#? []
28 status
#? [P2 black play \(place B3 in the central 5x5\)]

# B3 by P2
29 P1 play j10
#? [? it is P2's turn, not P1's \(P2 black must place B3 in the central 5x5\)]
30 play k11
#? [? B3 must be in the central 5x5]
31 play h10
#? []
32 opening
#? [I3 Kosei 恒星]

# swap point 3 (after B3): P1
33 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
34 P2 swap
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
35 play k11
#? [? play is not expected now: P1 white must swap colours or stay white]
36 stay
#? []
37 status
#? [P1 white play \(place W4 in the central 7x7\)]
38 undo
#? []
39 swap
#? []
40 status
#? [P2 white play \(place W4 in the central 7x7\)]

# W4 by P2
41 P1 play k11
#? [? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
42 play l12
#? [? W4 must be in the central 7x7]
43 play e5
#? []

# swap point 4 (after W4): P1
44 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
45 P2 stay
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
46 play l12
#? [? play is not expected now: P1 black must swap colours or stay black]
47 swap
#? []
48 status
#? [P2 black play \(place B5 in the central 9x9\)]
49 undo
#? []
50 stay
#? []
51 status
#? [P1 black play \(place B5 in the central 9x9\)]

# B5 by P1
52 P2 play l12
#? [? it is P1's turn, not P2's \(P1 black must place B5 in the central 9x9\)]
53 play m13
#? [? B5 must be in the central 9x9]
54 play a1
#? [? B5 must be in the central 9x9]
55 offer l12 d4
#? [? offer is not expected now: P1 black must place B5 in the central 9x9]
56 play l12
#? []
57 board
#? [.*\n12  \. \. \. \. \. \. \. \. \. \. \.\[X\]\. \. \. 12\n.*]

# swap point 5 (after B5): P2
58 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
59 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
60 play g7
#? [? play is not expected now: P2 white must swap colours or stay white]
61 stay
#? []
62 status
#? [P2 white play\|pass \(place a white stone\)]
63 undo
#? []
64 swap
#? []
65 status
#? [P1 white play\|pass \(place a white stone\)]
66 history
#? [1\. P1 play h8\n2\. P2 swap\n3\. P1 play i9\n4\. P2 stay\n5\. P2 play h10\n6\. P1 swap\n7\. P2 play e5\n8\. P1 stay\n9\. P1 play l12\n10\. P2 swap]

# undo/redo walk back through two decisions and a placement
67 undo
#? []
68 undo
#? []
69 undo
#? []
70 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
71 redo
#? []
72 redo
#? []
73 redo
#? []
74 status
#? [P1 white play\|pass \(place a white stone\)]

# no swap after the opening
75 swap
#? [? swap is not .*]

# play on: W6 by P1 (white), P1 makes a five on row 14, P2 (black) scatters
76 play b14
#? []
77 play b2
#? []
78 play c14
#? []
79 play d2
#? []
80 play d14
#? []
81 play f2
#? []
82 play e14
#? []
83 play j2
#? []
84 result
#? [ongoing]
85 play f14
#? []
86 result
#? [white wins \(five\)]

# a new decision after an undo drops the undone one: nothing to redo
90 new rif-p03-tarannikov
#? []
91 play h8
#? []
92 swap
#? []
93 undo
#? []
94 stay
#? []
95 redo
#? [? nothing to redo]
96 status
#? [P2 white play \(place W2 in the central 3x3\)]
