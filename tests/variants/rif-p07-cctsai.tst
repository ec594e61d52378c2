# rif-p07-cctsai (RIF proposal 7, CC Tsai): the opener (P1) places three black
# and two white stones anywhere, one black at the centre (decided: in the
# order B at the centre, W, B, W, B).  P2 either chooses its colour (swap or
# stay), or adds one white and one black stone anywhere (decided), after
# which the opener chooses colour.  White moves next.

1 new rif-p07-cctsai
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]

# the five stones, all by P1: B1 at the centre, the rest anywhere
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play a1
#? [? B1 must be at the centre]
5 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 play h8
#? []
7 status
#? [P1 black play \(place W2 anywhere\)]
8 P2 play a1
#? [? it is P1's turn, not P2's \(P1 black must place W2 anywhere\)]
9 play h8
#? [? h8 is occupied]
10 play a1
#? []
11 status
#? [P1 black play \(place B3 anywhere\)]
12 play o15
#? []
13 status
#? [P1 black play \(place W4 anywhere\)]
14 stay
#? [? stay is not expected now: P1 black must place W4 anywhere]
15 play o1
#? []
16 status
#? [P1 black play \(place B5 anywhere\)]
17 P2 play a15
#? [? it is P1's turn, not P2's \(P1 black must place B5 anywhere\)]
18 play a15
#? []

# P2 answers: swap, stay, or play W and B; nothing else, and not P1
19 status
#? [P2 white play\|swap\|stay \(swap or stay, or play a white and a black stone\)]
20 P1 swap
#? [? it is P2's turn, not P1's.*]
21 declare 1
#? [? declare is not expected now: P2 must choose swap or stay, or play a white and a black stone]
22 offer b1 b2
#? [? offer is not expected now: P2 must choose swap or stay, or play a white and a black stone]
23 reject
#? [? reject is not expected now: P2 must choose swap or stay, or play a white and a black stone]
24 play a1
#? [? a1 is occupied]

# answer 1: swap; P2 holds black, white (P1) moves next
25 swap
#? []
26 status
#? [P1 white play\|pass \(place a white stone\)]
27 history
#? [1\. P1 play h8\n2\. P1 play a1\n3\. P1 play o15\n4\. P1 play o1\n5\. P1 play a15\n6\. P2 swap]
28 undo
#? []
29 status
#? [P2 white play\|swap\|stay \(.*\)]

# answer 2: stay; P2 keeps white and moves next
30 stay
#? []
31 status
#? [P2 white play\|pass \(place a white stone\)]
32 swap
#? [? swap is not .*]
33 undo
#? []

# answer 3: P2 places a white and a black stone, then P1 chooses colour
34 play c3
#? []
35 status
#? [P2 white play \(place B7 anywhere\)]
36 P1 play d4
#? [? it is P2's turn, not P1's \(P2 white must place B7 anywhere\)]
37 swap
#? [? swap is not expected now: P2 white must place B7 anywhere]
38 play c3
#? [? c3 is occupied]
39 play d4
#? []
40 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
41 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
42 play e5
#? [? play is not expected now: P1 black must swap colours or stay black]

# P1 swaps: P1 holds white and moves next (4 black, 3 white on the board)
43 swap
#? []
44 status
#? [P1 white play\|pass \(place a white stone\)]
45 history
#? [(.*\n)*5\. P1 play a15\n6\. P2 play c3\n7\. P2 play d4\n8\. P1 swap]

# undo/redo across P1's choice
46 undo
#? []
47 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
48 redo
#? []
49 status
#? [P1 white play\|pass \(place a white stone\)]
50 undo
#? []

# P1 stays black: P2 (white) moves next
51 stay
#? []
52 status
#? [P2 white play\|pass \(place a white stone\)]
53 board
#? [.*\n 4  \. \. \.\[X\]\. .*\n 3  \. \. O \. .*]

# play on: P2 (white) makes a five on row 14, P1 (black) scatters
54 play b14
#? []
55 play b2
#? []
56 play c14
#? []
57 play e2
#? []
58 play d14
#? []
59 play g2
#? []
60 play e14
#? []
61 play j2
#? []
62 result
#? [ongoing]
63 play f14
#? []
64 result
#? [white wins \(five\)]

# the swap answer played out by the AIs
70 new rif-p07-cctsai seed=2
#? []
71 play h8 g9 j10 f6 k5
#? []
72 swap
#? []
73 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
74 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
