# gomoku-long-pro: standard gomoku (exactly five wins); B1 at the centre, W2 anywhere,
# B3 outside the central 7x7; then free play.  No swap: P1 black, P2 white.

# B1: P1 (black) at the centre only
1 new gomoku-long-pro
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play i9
#? [? B1 must be at the centre]
5 swap
#? [? swap is not expected now: .*]
6 offer a1 a2
#? [? offer is not expected now: .*]
7 P1 play h8
#? []

# W2: P2 (white) anywhere, here right next to B1
8 status
#? [P2 white play \(place W2 anywhere\)]
9 P1 play g7
#? [? it is P2's turn, not P1's \(P2 white must place W2 anywhere\)]
10 P2 stay
#? [? stay is not expected now: .*]
11 P2 play g7
#? []

# B3: P1 (black) outside the central 7x7: the 7x7's edge (distance 3) is refused,
# distance 4 is accepted; a point outside the 5x5 but inside the 7x7 too
12 status
#? [P1 black play \(place B3 outside the central 7x7\)]
13 P2 play d4
#? [? it is P1's turn, not P2's \(P1 black must place B3 outside the central 7x7\)]
14 P1 play k8
#? [? B3 must be outside the central 7x7]
15 P1 play e5
#? [? B3 must be outside the central 7x7]
16 P1 play h11
#? [? B3 must be outside the central 7x7]
17 P1 play j10
#? [? B3 must be outside the central 7x7]
18 P1 play g7
#? [? g7 is occupied]
19 P1 choose d4
#? [? choose is not expected now: .*]
20 P1 play d4
#? []
21 board
#? [.* 4  \. \. \.\[X\]\. \. \. \. \. \. \. \. \. \. \.  4.*]
22 history
#? [1\. P1 play h8\n2\. P2 play g7\n3\. P1 play d4]

# undo/redo of the last opening stone
23 undo
#? []
24 status
#? [P1 black play \(place B3 outside the central 7x7\)]
25 board
#? [.* 4  \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.  4.*]
26 redo
#? []
27 status
#? [P2 white play\|pass \(place a white stone\)]

# main phase: an overline (d4..i4) does not win under standard rules
28 play a1 e4 a15 f4 o1 g4 c13 i4 m2
#? []
29 status
#? [P1 black play\|pass \(place a black stone\)]
30 P1 play h4
#? []
31 result
#? [ongoing]
# h4 h5 h6 h7 and B1 at h8: exactly five
32 play n11 h5 c2 h6 m14
#? []
33 P1 play h7
#? []
34 result
#? [black wins \(five\)]
35 P2 play a3
#? [? the game is over: black wins \(five\)]
