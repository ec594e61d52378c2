# rif-p11-nadezhdin (RIF proposal 11, Tarannikov modified): P1 places one of
# the 26 openings; P2 may swap; white places W4 in the central 7x7; the other
# player may swap; black places B5 in the central 9x9; the other may swap; W6
# anywhere.  Both answers are tried at each of the three swap points.

1 new rif-p11-nadezhdin
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 i9 l12
#? [? B3 must be in the central 5x5]
5 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 play h8 i9 i7
#? []
7 opening
#? [I7 Hogetsu 浦月]

# swap point 1: P2
8 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
9 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
10 play f6
#? [? play is not expected now: P2 white must swap colours or stay white]
11 swap
#? []
12 status
#? [P1 white play \(place W4 in the central 7x7\)]
13 undo
#? []
14 stay
#? []
15 status
#? [P2 white play \(place W4 in the central 7x7\)]

# W4 by P2 in the 7x7
16 P1 play f6
#? [? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
17 play b2
#? [? W4 must be in the central 7x7]
18 play d8
#? [? W4 must be in the central 7x7]
19 declare 1
#? [? declare is not expected now: P2 white must place W4 in the central 7x7]
20 play e5
#? []

# swap point 2: P1, who did not place W4
21 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
22 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
23 play l12
#? [? play is not expected now: P1 black must swap colours or stay black]
24 stay
#? []
25 status
#? [P1 black play \(place B5 in the central 9x9\)]
26 undo
#? []
27 swap
#? []
28 status
#? [P2 black play \(place B5 in the central 9x9\)]

# B5 by P2 in the 9x9
29 P1 play l12
#? [? it is P2's turn, not P1's \(P2 black must place B5 in the central 9x9\)]
30 play m13
#? [? B5 must be in the central 9x9]
31 play h13
#? [? B5 must be in the central 9x9]
32 offer l12 d4
#? [? offer is not expected now: P2 black must place B5 in the central 9x9]
33 play l12
#? []

# swap point 3: P1, who did not place B5
34 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
35 P2 stay
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
36 play g7
#? [? play is not expected now: P1 white must swap colours or stay white]
37 swap
#? []
38 status
#? [P2 white play\|pass \(place a white stone\)]
39 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play i7\n4\. P2 stay\n5\. P2 play e5\n6\. P1 swap\n7\. P2 play l12\n8\. P1 swap]

# undo/redo across the last two swaps and B5
40 undo
#? []
41 undo
#? []
42 undo
#? []
43 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
44 redo
#? []
45 redo
#? []
46 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
47 stay
#? []
48 status
#? [P1 white play\|pass \(place a white stone\)]
49 swap
#? [? swap is not .*]

# W6 by P1 (white); P1 makes a five on row 14, P2 (black) scatters
50 play b14
#? []
51 play b2
#? []
52 play c14
#? []
53 play d2
#? []
54 play d14
#? []
55 play f2
#? []
56 play e14
#? []
57 play j2
#? []
58 play f14
#? []
59 result
#? [white wins \(five\)]

# swap, swap, stay, played out by the AIs
60 new rif-p11-nadezhdin seed=7
#? []
61 opening D2
#? []
62 swap
#? []
63 play g10
#? []
64 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
65 swap
#? []
66 status
#? [P1 black play \(place B5 in the central 9x9\)]
67 play d4
#? []
68 stay
#? []
69 status
#? [P2 white play\|pass \(place a white stone\)]
70 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
71 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
