# gomoku-one-swap (一手交换): free-style gomoku (five or more wins); P1 places B1
# anywhere; P2 chooses its colour (swap: P2 takes black; stay: P2 keeps white);
# white plays W2.

# B1: P1 (black), anywhere
1 new gomoku-one-swap
#? []
2 status
#? [P1 black play \(place B1 anywhere\)]
3 P2 play a1
#? [? it is P1's turn, not P2's \(P1 black must place B1 anywhere\)]
4 swap
#? [? swap is not expected now: P1 black must place B1 anywhere]
5 stay
#? [? stay is not expected now: P1 black must place B1 anywhere]
6 declare 1
#? [? declare is not expected now: .*]
# a chained play stops at the choice: refused as a whole
7 P1 play e5 f6
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
8 status
#? [P1 black play \(place B1 anywhere\)]
9 P1 play e5
#? []
10 board
#? [.* 5  \. \. \. \.\[X\]\. .*]

# the choice: P2 (white for now), swap or stay only
11 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
12 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
13 P1 play f6
#? [? it is P2's turn, not P1's .*]
14 P2 play f6
#? [? play is not expected now: P2 white must swap colours or stay white]
15 P2 offer f6 d4
#? [? offer is not expected now: .*]

# branch swap: P2 takes black; P1 is white and plays W2
16 P2 swap
#? []
17 status
#? [P1 white play\|pass \(place a white stone\)]
18 history
#? [1\. P1 play e5\n2\. P2 swap]
19 P2 play f6
#? [? it is P1's turn, not P2's \(P1 white must place a white stone\)]
20 P1 play f6
#? []
21 status
#? [P2 black play\|pass \(place a black stone\)]

# undo/redo across the decision
22 undo
#? []
23 undo
#? []
24 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
25 redo
#? []
26 status
#? [P1 white play\|pass \(place a white stone\)]
27 undo
#? []

# branch stay: P2 keeps white and plays W2
28 P2 stay
#? []
29 status
#? [P2 white play\|pass \(place a white stone\)]
30 redo
#? [? nothing to redo]
31 history
#? [1\. P1 play e5\n2\. P2 stay]
32 P1 play f6
#? [? it is P2's turn, not P1's \(P2 white must place a white stone\)]
33 P2 play f6
#? []
34 status
#? [P1 black play\|pass \(place a black stone\)]

# play on: black (P1) fills e5 . e7 e8 e9 e10 to six in a row, which wins in
# free-style
35 play e7 a15 e8 b15 e9 c15 e10 o1
#? []
36 result
#? [ongoing]
37 P1 play e6
#? []
38 result
#? [black wins \(five\)]
39 status
#? [over: black wins \(five\)]

# the swap branch played on by two AIs
40 new gomoku-one-swap seed=5
#? []
41 play h8
#? []
42 swap
#? []
43 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
44 result
#? [(black|white) wins \(five\)|draw \(.*\)]
