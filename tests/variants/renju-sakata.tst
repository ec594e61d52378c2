# renju-sakata: P1 places one of the 26 openings; P2 places W4 in the central 7x7
# and B5 in the central 9x9; P1 chooses its colour; white plays W6.

# the opening: P1 (black) places B1, W2, B3
1 new renju-sakata
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 play g7
#? [? B1 must be at the centre]
5 P1 swap
#? [? swap is not expected now: .*]
6 P1 play h8
#? []
7 P1 play g6
#? [? W2 must be in the central 3x3]
8 P2 play i9
#? [? it is P1's turn, not P2's \(P1 black must place W2 in the central 3x3\)]
9 P1 play i9
#? []
10 P1 play k10
#? [? B3 must be in the central 5x5]
11 P1 play j10
#? []
12 opening
#? [I1 Chosei 长星]

# W4: P2 (white) in the central 7x7; no swap is offered here
13 status
#? [P2 white play \(place W4 in the central 7x7\)]
14 P1 play e11
#? [? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
15 P2 swap
#? [? swap is not expected now: P2 white must place W4 in the central 7x7]
16 P2 play l12
#? [? W4 must be in the central 7x7]
17 P2 play d8
#? [? W4 must be in the central 7x7]
18 P2 play j10
#? [? j10 is occupied]
# e11 is a corner of the 7x7 (distance 3)
19 P2 play e11
#? []

# B5: P2 (still white) places a black stone in the central 9x9
20 status
#? [P2 white play \(place B5 in the central 9x9\)]
21 P1 play d4
#? [? it is P2's turn, not P1's \(P2 white must place B5 in the central 9x9\)]
22 P2 play m13
#? [? B5 must be in the central 9x9]
23 P2 play c8
#? [? B5 must be in the central 9x9]
24 P2 offer d4 l12
#? [? offer is not expected now: .*]
# d4 is a corner of the 9x9 (distance 4)
25 P2 play d4
#? []
26 board
#? [.*11  \. \. \. \. O \. .*10  \. \. \. \. \. \. \. \. \. X \. .* 9  \. \. \. \. \. \. \. \. O \. .* 8  \. \. \. \. \. \. \. X \. .* 4  \. \. \.\[X\]\. .*]
27 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j10\n4\. P2 play e11\n5\. P2 play d4]

# P1 (black for now) chooses its colour
28 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
29 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
30 P1 play g10
#? [? play is not expected now: P1 black must swap colours or stay black]
31 P1 declare 1
#? [? declare is not expected now: .*]

# branch stay: P1 keeps black; P2 (white) plays W6
32 P1 stay
#? []
33 status
#? [P2 white play\|pass \(place a white stone\)]
34 P1 play g10
#? [? it is P2's turn, not P1's \(P2 white must place a white stone\)]
35 P2 play g10
#? []
36 status
#? [P1 black play\|pass \(place a black stone\)]

# undo back over W6 and the decision; redo; then the swap branch
37 undo
#? []
38 undo
#? []
39 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
40 redo
#? []
41 status
#? [P2 white play\|pass \(place a white stone\)]
42 undo
#? []
43 P1 swap
#? []
44 redo
#? [? nothing to redo]
45 history
#? [.*\n5\. P2 play d4\n6\. P1 swap]

# branch swap: P1 is white and plays W6
46 status
#? [P1 white play\|pass \(place a white stone\)]
47 P2 play a2
#? [? it is P1's turn, not P2's \(P1 white must place a white stone\)]
48 P1 play a2
#? []
49 status
#? [P2 black play\|pass \(place a black stone\)]

# play on: white (P1) makes a2 b2 c2 d2 e2
50 play o15 b2 o13 c2 o11 d2 m15
#? []
51 result
#? [ongoing]
52 P1 play e2
#? []
53 result
#? [white wins \(five\)]
54 status
#? [over: white wins \(five\)]
