# renju-swap-1989: P1 B1 at the centre; P2 W2 in the central 3x3; P1 B3 in the central
# 5x5; P2 chooses its colour; white plays W4 anywhere; black offers 2 fifth moves (no
# two symmetric); white keeps one and plays W6.

# B1: P1 (black) at the centre
1 new renju-swap-1989
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 play g8
#? [? B1 must be at the centre]
5 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 P1 play h8
#? []

# W2: P2 (white) in the central 3x3
7 status
#? [P2 white play \(place W2 in the central 3x3\)]
8 P1 play h9
#? [? it is P2's turn, not P1's \(P2 white must place W2 in the central 3x3\)]
9 P2 play h10
#? [? W2 must be in the central 3x3]
10 P2 play j10
#? [? W2 must be in the central 3x3]
11 P2 play h8
#? [? h8 is occupied]
12 P2 stay
#? [? stay is not expected now: .*]
13 P2 play h9
#? []

# B3: P1 (black) in the central 5x5
14 status
#? [P1 black play \(place B3 in the central 5x5\)]
15 P2 play h10
#? [? it is P1's turn, not P2's \(P1 black must place B3 in the central 5x5\)]
16 P1 play k10
#? [? B3 must be in the central 5x5]
17 P1 play h11
#? [? B3 must be in the central 5x5]
18 P1 declare 2
#? [? declare is not expected now: .*]
19 P1 play h10
#? []
20 opening
#? [D1 Kansei 寒星]

# P2 (white for now) chooses its colour
21 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
22 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
23 P2 play h11
#? [? play is not expected now: P2 white must swap colours or stay white]
24 P2 offer g10 j11
#? [? offer is not expected now: .*]
25 P2 swap
#? []

# W4: white is now P1, anywhere
26 status
#? [P1 white play \(place W4 anywhere\)]
27 P2 play h11
#? [? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
28 P1 swap
#? [? swap is not expected now: P1 white must place W4 anywhere]
29 P1 offer g10 j11
#? [? offer is not expected now: .*]
30 P1 play h10
#? [? h10 is occupied]
# h11 keeps the stones mirror-symmetric about the h-file (g <-> i, f <-> j ...)
31 P1 play h11
#? []

# the offer: black (P2) offers exactly 2 candidate fifth moves, no two symmetric
32 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
33 P1 offer g10 j11
#? [? it is P2's turn, not P1's \(P2 black must offer 2 candidate black stones \(B5\) anywhere\)]
34 P2 play g10
#? [? play is not expected now: .*]
35 P2 offer g10
#? [? offer exactly 2 stones, not 1]
36 P2 offer g10 j11 k12
#? [? offer exactly 2 stones, not 3]
37 P2 offer g10 i10
#? [? g10 and i10 are symmetric]
38 P2 offer g7 i7
#? [? g7 and i7 are symmetric]
39 P2 offer f12 j12
#? [? f12 and j12 are symmetric]
40 P2 offer g10 g10
#? [? g10 is offered twice]
41 P2 offer g10 h11
#? [? h11 is occupied]
42 P2 offer g10 j11
#? []
43 board
#? [.*11  \. \. \. \. \. \. \.\[O\]\. \* \. .*10  \. \. \. \. \. \. \* X \. \. \. .*]
44 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play h10\n4\. P2 swap\n5\. P1 play h11\n6\. P2 offer g10 j11]

# white (P1) keeps one of the two
45 status
#? [P1 white choose \(choose one of the offered stones: g10 j11\)]
46 P2 choose g10
#? [? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: g10 j11\)]
47 P1 offer g10 j11
#? [? offer is not expected now: .*]
48 P1 swap
#? [? swap is not expected now: .*]
49 P1 choose i10
#? [? i10 was not offered]
50 P1 choose h11
#? [? h11 was not offered]
51 P1 choose j11
#? []
52 board
#? [.*11  \. \. \. \. \. \. \. O \.\[X\]\. .*10  \. \. \. \. \. \. \. X \. \. \. .*]
53 status
#? [P1 white play\|pass \(place a white stone\)]
54 history
#? [.*\n6\. P2 offer g10 j11\n7\. P1 choose j11]

# undo and redo through the choice, the offer and the swap
55 undo
#? []
56 status
#? [P1 white choose \(choose one of the offered stones: g10 j11\)]
57 undo
#? []
58 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
59 board
#? [!.*\*.*]
60 redo
#? []
61 redo
#? []
62 status
#? [P1 white play\|pass \(place a white stone\)]
63 undo
#? []
64 undo
#? []
65 undo
#? []
66 undo
#? []
67 status
#? [P2 white swap\|stay \(swap colours or stay white\)]

# the other branch: P2 stays white and plays W4; P1 (black) offers
68 P2 stay
#? []
69 status
#? [P2 white play \(place W4 anywhere\)]
70 P1 play h11
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
71 P2 play h11
#? []
72 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
73 P2 offer g10 j11
#? [? it is P1's turn, not P2's .*]
74 P1 offer j10 g10
#? []
75 status
#? [P2 white choose \(choose one of the offered stones: j10 g10\)]
76 P1 choose g10
#? [? it is P2's turn, not P1's .*]
77 P2 choose g10
#? []
78 status
#? [P2 white play\|pass \(place a white stone\)]

# play on: black (P1) makes g10 h10 i10 j10 k10, exactly five
79 P2 play a1
#? []
80 P1 play i10
#? []
81 play a3 j10 a5
#? []
82 result
#? [ongoing]
83 check k10
#? [five]
84 P2 play k10
#? [? it is P1's turn, not P2's .*]
85 P1 play k10
#? []
86 result
#? [black wins \(five\)]
87 status
#? [over: black wins \(five\)]
