# renju-tarannikov: B1 at the centre, W2 in the central 3x3, B3 in the 5x5, W4 in the
# 7x7, B5 in the 9x9, each placed by whoever holds that colour; after each of these
# five stones the other player may swap; W6 anywhere.

# B1: P1 (black) at the centre
1 new renju-tarannikov
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 play g8
#? [? B1 must be at the centre]
5 P1 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
# a chained play stops at the swap: refused as a whole
6 P1 play h8 i9
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
7 P1 play h8
#? []

# swap 1: the other player, P2 (white), swaps: P2 black, P1 white
8 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
9 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
10 P2 play i9
#? [? play is not expected now: P2 white must swap colours or stay white]
11 P2 declare 1
#? [? declare is not expected now: .*]
12 P2 swap
#? []

# W2: white is P1, in the central 3x3
13 status
#? [P1 white play \(place W2 in the central 3x3\)]
14 P2 play i9
#? [? it is P1's turn, not P2's \(P1 white must place W2 in the central 3x3\)]
15 P1 play j10
#? [? W2 must be in the central 3x3]
16 P1 stay
#? [? stay is not expected now: P1 white must place W2 in the central 3x3]
17 P1 play i9
#? []

# swap 2: the other player, P2 (black), stays
18 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
19 P1 stay
#? [? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
20 P2 play j10
#? [? play is not expected now: P2 black must swap colours or stay black]
21 P2 stay
#? []

# B3: black is P2, in the central 5x5
22 status
#? [P2 black play \(place B3 in the central 5x5\)]
23 P1 play j10
#? [? it is P2's turn, not P1's \(P2 black must place B3 in the central 5x5\)]
24 P2 play k11
#? [? B3 must be in the central 5x5]
25 P2 swap
#? [? swap is not expected now: P2 black must place B3 in the central 5x5]
26 P2 play j10
#? []
27 opening
#? [I1 Chosei 长星]

# swap 3: the other player, P1 (white), swaps: P1 black, P2 white
28 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
29 P2 swap
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
30 P1 play e11
#? [? play is not expected now: P1 white must swap colours or stay white]
31 P1 swap
#? []

# W4: white is P2, in the central 7x7
32 status
#? [P2 white play \(place W4 in the central 7x7\)]
33 P1 play e11
#? [? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
34 P2 play l12
#? [? W4 must be in the central 7x7]
35 P2 play d8
#? [? W4 must be in the central 7x7]
36 P2 offer e11 k5
#? [? offer is not expected now: .*]
37 P2 play e11
#? []

# swap 4: the other player, P1 (black), stays
38 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
39 P2 stay
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
40 P1 play d4
#? [? play is not expected now: P1 black must swap colours or stay black]
41 P1 stay
#? []

# B5: black is P1, in the central 9x9
42 status
#? [P1 black play \(place B5 in the central 9x9\)]
43 P2 play d4
#? [? it is P1's turn, not P2's \(P1 black must place B5 in the central 9x9\)]
44 P1 play m13
#? [? B5 must be in the central 9x9]
45 P1 play c8
#? [? B5 must be in the central 9x9]
46 P1 swap
#? [? swap is not expected now: P1 black must place B5 in the central 9x9]
47 P1 play d4
#? []

# swap 5: the other player, P2 (white), swaps: P2 black, P1 white plays W6
48 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
49 P1 stay
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
50 P2 play a1
#? [? play is not expected now: P2 white must swap colours or stay white]
51 P2 swap
#? []
52 status
#? [P1 white play\|pass \(place a white stone\)]
53 history
#? [1\. P1 play h8\n2\. P2 swap\n3\. P1 play i9\n4\. P2 stay\n5\. P2 play j10\n6\. P1 swap\n7\. P2 play e11\n8\. P1 stay\n9\. P1 play d4\n10\. P2 swap]
54 P2 play a1
#? [? it is P1's turn, not P2's \(P1 white must place a white stone\)]
55 P1 swap
#? [? swap is not .*]

# undo/redo across the swaps: back to swap 4 and take the other option
56 undo
#? []
57 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
58 redo
#? []
59 status
#? [P1 white play\|pass \(place a white stone\)]
60 undo
#? []
61 undo
#? []
62 undo
#? []
63 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
64 P1 swap
#? []
65 redo
#? [? nothing to redo]
66 status
#? [P2 black play \(place B5 in the central 9x9\)]
67 P1 play d4
#? [? it is P2's turn, not P1's \(P2 black must place B5 in the central 9x9\)]
68 P2 play d4
#? []
69 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
70 P1 stay
#? []
71 status
#? [P1 white play\|pass \(place a white stone\)]
72 history
#? [.*\n7\. P2 play e11\n8\. P1 swap\n9\. P2 play d4\n10\. P1 stay]

# play on: white (P1) makes a2 b2 c2 d2 e2
73 play a2 o15 b2 o13 c2 o11 d2 m15
#? []
74 result
#? [ongoing]
75 P1 play e2
#? []
76 result
#? [white wins \(five\)]
77 status
#? [over: white wins \(five\)]
