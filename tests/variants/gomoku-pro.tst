# gomoku-pro: standard gomoku (exactly five wins); B1 at the centre, W2 anywhere,
# B3 outside the central 5x5; then free play.  P1 is black and P2 white throughout:
# the pro opening has no swap.

# B1: P1 (black) places it at the centre; nothing else is expected
1 new gomoku-pro
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play g8
#? [? B1 must be at the centre]
5 play a1
#? [? B1 must be at the centre]
6 swap
#? [? swap is not expected now: .*]
7 stay
#? [? stay is not expected now: .*]
8 declare 3
#? [? declare is not expected now: .*]
9 offer g7 i9
#? [? offer is not expected now: .*]
10 choose h8
#? [? choose is not expected now: .*]
11 move h8 h9
#? [? move is not expected now: .*]
12 reject
#? [? reject is not expected now: .*]

# a chained play is atomic: B1 and W2 are fine but B3 inside the 5x5 undoes it all
13 play h8 o15 j10
#? [? B3 must be outside the central 5x5]
14 status
#? [P1 black play \(place B1 at the centre\)]
15 play h8
#? []

# W2: P2 (white) places it anywhere, even in the far corner
16 status
#? [P2 white play \(place W2 anywhere\)]
17 P1 play o15
#? [? it is P2's turn, not P1's \(P2 white must place W2 anywhere\)]
18 P2 play h8
#? [? h8 is occupied]
19 P2 swap
#? [? swap is not expected now: .*]
20 P2 play o15
#? []

# B3: P1 (black) outside the central 5x5; the 5x5's edge (distance 2) is inside
21 status
#? [P1 black play \(place B3 outside the central 5x5\)]
22 P2 play k8
#? [? it is P1's turn, not P2's \(P1 black must place B3 outside the central 5x5\)]
23 P1 play i9
#? [? B3 must be outside the central 5x5]
24 P1 play j10
#? [? B3 must be outside the central 5x5]
25 P1 play f6
#? [? B3 must be outside the central 5x5]
26 P1 play h6
#? [? B3 must be outside the central 5x5]
27 P1 declare 2
#? [? declare is not expected now: .*]
# k8 is at distance 3: just outside
28 P1 play k8
#? []
29 board
#? [.* 8  \. \. \. \. \. \. \. X \. \.\[X\]\. \. \. \.  8.*]
30 history
#? [1\. P1 play h8\n2\. P2 play o15\n3\. P1 play k8]

# undo and redo across the end of the opening
31 status
#? [P2 white play\|pass \(place a white stone\)]
32 undo
#? []
33 status
#? [P1 black play \(place B3 outside the central 5x5\)]
34 redo
#? []
35 status
#? [P2 white play\|pass \(place a white stone\)]
36 redo
#? [? nothing to redo]

# the main phase: players alternate, and the opening's areas no longer apply
37 P1 play i9
#? [? it is P2's turn, not P1's .*]
38 P2 play a1
#? []
39 status
#? [P1 black play\|pass \(place a black stone\)]
40 P1 play j8
#? []
41 play a15 l8 o1 m8 c13
#? []
# h8 . j8 k8 l8 m8 + i8 makes six: under standard rules an overline does not win
42 P1 play i8
#? []
43 result
#? [ongoing]
44 status
#? [P2 white play\|pass \(place a white stone\)]
45 play m2 i9 b5 i10 n11 i11 c2
#? []
46 result
#? [ongoing]
# i8 i9 i10 i11 i12: exactly five wins
47 P1 play i12
#? []
48 result
#? [black wins \(five\)]
49 status
#? [over: black wins \(five\)]
50 P2 play a2
#? [? the game is over: black wins \(five\)]
51 undo
#? []
52 result
#? [ongoing]
53 redo
#? []
54 result
#? [black wins \(five\)]
