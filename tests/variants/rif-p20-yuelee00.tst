# rif-p20-yuelee00 (RIF proposal 20, yuelee00): P1 places B1 at the centre; a
# die decides W2 direct (h9) or diagonal (i9) and a second die picks B3 among
# the 13 openings of that kind; P2 may swap; white places W4 in the 7x7;
# black places B5 anywhere; the other player may swap; W6 anywhere.
# The dice come from the game's seeded generator: seed=N fixes them.

# B1 by P1 at the centre; the dice then place W2 and B3 at once
1 new rif-p20-yuelee00 seed=1
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play i9
#? [\? B1 must be at the centre]
5 play h8
#? []
6 opening
#? [I6 Ungetsu 云月]
7 board
#? [.*\n 9  \. \. \. \. \. \. \. \. O \. .*\n 8  \. \. \. \. \. \. \. X\[X\]\. .*]
8 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
# the dice act alone: nothing of W2 or B3 is asked of anyone
9 play i10
#? [\? play is not expected now: P2 white must swap colours or stay white]
10 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
# undo takes back B1 and the dice; redo rolls the same
11 undo
#? []
12 status
#? [P1 black play \(place B1 at the centre\)]
13 board
#? [!.*[XO].*]
14 opening
#? [\? no opening on the board \(it needs B1, W2 and B3\)]
15 redo
#? []
16 opening
#? [I6 Ungetsu 云月]
17 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
# each roll is in the history (and in records): faces counted from 1
18 history
#? [1\. P1 play h8 \(dice [12]/2 ([1-9]|1[0-3])/13\)]

# the same seed rolls the same; other seeds roll other openings
19 new rif-p20-yuelee00 seed=1
#? []
20 play h8
#? []
21 opening
#? [I6 Ungetsu 云月]
22 new rif-p20-yuelee00 seed=2
#? []
23 play h8
#? []
24 opening
#? [D1 Kansei 寒星]
25 new rif-p20-yuelee00 seed=3
#? []
26 play h8
#? []
27 opening
#? [I7 Hogetsu 浦月]

# branch 1 (seed 1, Ungetsu): P2 stays white and places W4 in the 7x7
28 new rif-p20-yuelee00 seed=1
#? []
29 play h8
#? []
30 stay
#? []
31 status
#? [P2 white play \(place W4 in the central 7x7\)]
32 P1 play k11
#? [\? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
33 play l12
#? [\? W4 must be in the central 7x7]
34 play i8
#? [\? i8 is occupied]
35 play k11
#? []
36 status
#? [P1 black play \(place B5 anywhere\)]

# black (P1) places B5 anywhere; the other player (P2) may swap
37 P2 play a1
#? [\? it is P1's turn, not P2's \(P1 black must place B5 anywhere\)]
38 play k11
#? [\? k11 is occupied]
39 play a1
#? []
40 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
41 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
42 play a2
#? [\? play is not expected now: P2 white must swap colours or stay white]
43 swap
#? []
44 status
#? [P1 white play\|pass \(place a white stone\)]
# undo/redo across the swap
45 undo
#? []
46 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
47 redo
#? []
48 status
#? [P1 white play\|pass \(place a white stone\)]
49 history
#? [1\. P1 play h8 \(dice 2/2 6/13\)\n2\. P2 stay\n3\. P2 play k11\n4\. P1 play a1\n5\. P2 swap]

# save and load replay the same dice, even from a game of another seed
50 save wuzi-regress-rif-p20-yuelee00.wuzi
#? []
51 new rif-p20-yuelee00 seed=2
#? []
52 play h8
#? []
53 opening
#? [D1 Kansei 寒星]
54 load wuzi-regress-rif-p20-yuelee00.wuzi
#? []
55 opening
#? [I6 Ungetsu 云月]
56 status
#? [P1 white play\|pass \(place a white stone\)]
57 history
#? [1\. P1 play h8 \(dice 2/2 6/13\)\n2\. P2 stay\n3\. P2 play k11\n4\. P1 play a1\n5\. P2 swap]
58 board
#? [.*\n11  \. \. \. \. \. \. \. \. \. \. O \. .*\n 9  \. \. \. \. \. \. \. \. O \. .*\n 8  \. \. \. \. \. \. \. X X \. .*\n 1 \[X\]\. .*]

# white (P1) plays W6 and on; black (P2) makes a five on row 1
59 P2 play o15
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
60 play o15 b1 o13 c1 o11 d1 o9
#? []
61 result
#? [ongoing]
62 play e1
#? []
63 result
#? [black wins \(five\)]

# branch 2 (seed 2, Kansei): P2 swaps; white (P1) places W4; black (P2) places B5; the other (P1) stays
64 new rif-p20-yuelee00 seed=2
#? []
65 play h8
#? []
66 opening
#? [D1 Kansei 寒星]
67 swap
#? []
68 status
#? [P1 white play \(place W4 in the central 7x7\)]
69 P2 play g10
#? [\? it is P1's turn, not P2's \(P1 white must place W4 in the central 7x7\)]
70 play g10
#? []
71 status
#? [P2 black play \(place B5 anywhere\)]
72 P1 play g7
#? [\? it is P2's turn, not P1's \(P2 black must place B5 anywhere\)]
73 play g7
#? []
74 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
75 P2 stay
#? [\? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
76 stay
#? []
77 status
#? [P1 white play\|pass \(place a white stone\)]
78 history
#? [1\. P1 play h8 \(dice 1/2 1/13\)\n2\. P2 swap\n3\. P1 play g10\n4\. P2 play g7\n5\. P1 stay]
79 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
80 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
81 ai off
#? []
