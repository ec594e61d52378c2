# rif-p25-five-swaps (RIF proposal 25, Zhang Tieliang's five swaps): moves 1
# to 5 anywhere, each by whoever holds that colour; the other player may swap
# after each; from W6 on, normal renju without swaps.

# branch 1: stay, swap, swap, stay, swap
# B1 by black (P1) anywhere, even far from the centre
1 new rif-p25-five-swaps
#? []
2 status
#? [P1 black play \(place B1 anywhere\)]
3 P2 play e5
#? [\? it is P1's turn, not P2's \(P1 black must place B1 anywhere\)]
4 play p16
#? [\? p16 is off the board \(columns a\.\.o, rows 1\.\.15\)]
5 swap
#? [\? swap is not expected now: P1 black must place B1 anywhere]
6 play e5
#? []
7 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
8 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
9 play f6
#? [\? play is not expected now: P2 white must swap colours or stay white]
10 stay
#? []
11 status
#? [P2 white play \(place W2 anywhere\)]

# W2 by white (P2); the other player (P1) swaps
12 P1 play o15
#? [\? it is P2's turn, not P1's \(P2 white must place W2 anywhere\)]
13 play e5
#? [\? e5 is occupied]
14 play o15
#? []
15 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
16 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
17 swap
#? []
18 status
#? [P2 black play \(place B3 anywhere\)]
19 history
#? [1\. P1 play e5\n2\. P2 stay\n3\. P2 play o15\n4\. P1 swap]

# B3 by black (P2); the other player (P1) swaps again
20 P1 play a1
#? [\? it is P2's turn, not P1's \(P2 black must place B3 anywhere\)]
21 play a1
#? []
22 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
23 swap
#? []
24 status
#? [P2 white play \(place W4 anywhere\)]
# undo/redo across the swap
25 undo
#? []
26 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
27 redo
#? []
28 status
#? [P2 white play \(place W4 anywhere\)]

# W4 by white (P2); the other player (P1) stays
29 play f5
#? []
30 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
31 stay
#? []
32 status
#? [P1 black play \(place B5 anywhere\)]

# B5 by black (P1); the other player (P2) swaps
33 P2 play g7
#? [\? it is P1's turn, not P2's \(P1 black must place B5 anywhere\)]
34 play g7
#? []
35 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
36 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
37 swap
#? []
38 status
#? [P1 white play\|pass \(place a white stone\)]
39 history
#? [1\. P1 play e5\n2\. P2 stay\n3\. P2 play o15\n4\. P1 swap\n5\. P2 play a1\n6\. P1 swap\n7\. P2 play f5\n8\. P1 stay\n9\. P1 play g7\n10\. P2 swap]
40 board
#? [.*\n15  \. \. \. \. \. \. \. \. \. \. \. \. \. \. O 15\n.*\n 7  \. \. \. \. \. \.\[X\]\. .*\n 5  \. \. \. \. X O \. .*\n.*\n 1  X \. .*]

# W6 by white (P1) anywhere; black (P2) makes a five on row 10
41 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
42 play a14 a10 c14 b10 e14 c10 g14 d10 i14
#? []
43 result
#? [ongoing]
44 play e10
#? []
45 result
#? [black wins \(five\)]

# branch 2: swap, stay, stay, swap, stay
46 new rif-p25-five-swaps
#? []
47 play h8
#? []
48 swap
#? []
49 status
#? [P1 white play \(place W2 anywhere\)]
50 play h9
#? []
51 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
52 stay
#? []
53 status
#? [P2 black play \(place B3 anywhere\)]
54 play j10
#? []
55 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
56 stay
#? []
57 status
#? [P1 white play \(place W4 anywhere\)]
58 play g9
#? []
59 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
60 swap
#? []
61 status
#? [P1 black play \(place B5 anywhere\)]
62 play k8
#? []
63 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
64 stay
#? []
65 status
#? [P2 white play\|pass \(place a white stone\)]
66 history
#? [1\. P1 play h8\n2\. P2 swap\n3\. P1 play h9\n4\. P2 stay\n5\. P2 play j10\n6\. P1 stay\n7\. P1 play g9\n8\. P2 swap\n9\. P1 play k8\n10\. P2 stay]
67 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
68 result
#? [(black|white) wins \((five|double-three|double-four|overline)\)|draw \(.*\)]
69 ai off
#? []
