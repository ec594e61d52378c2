# gomoku-freestyle-swap2: free-style gomoku (five or more wins), the Gomocup rule;
# P1 places B1, W2 and B3 anywhere.  P2 answers: swap (P2 takes black; white = P1
# plays W4), stay (P2 keeps white and plays W4), or play W4 and B5 anywhere, after
# which P1 chooses its colour (swap or stay) and white plays W6.  Every branch is
# played below.

# B1, W2, B3: P1 (black) places all three, anywhere
1 new gomoku-freestyle-swap2
#? []
2 status
#? [P1 black play \(place B1 anywhere\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 anywhere\)]
4 swap
#? [? swap is not expected now: P1 black must place B1 anywhere]
5 P1 play h8
#? []
6 status
#? [P1 black play \(place W2 anywhere\)]
7 P2 play i9
#? [? it is P1's turn, not P2's \(P1 black must place W2 anywhere\)]
8 P1 play h8
#? [? h8 is occupied]
9 P1 play i9
#? []
10 status
#? [P1 black play \(place B3 anywhere\)]
11 P2 play j10
#? [? it is P1's turn, not P2's \(P1 black must place B3 anywhere\)]
12 P1 stay
#? [? stay is not expected now: .*]
13 P1 play j10
#? []

# the answer: P2 (white for now) picks one of three options; nothing else goes
14 status
#? [P2 white play\|swap\|stay \(swap \(take black\), stay \(take white, then play W4\), or play W4 and B5\)]
15 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap \(take black\), stay \(take white, then play W4\), or play W4 and B5\)]
16 P1 play h7
#? [? it is P2's turn, not P1's .*]
17 P2 declare 2
#? [? declare is not expected now: P2 must choose swap \(take black\), stay \(take white, then play W4\), or play W4 and B5]
18 P2 offer h7 g9
#? [? offer is not expected now: .*]
19 P2 choose h7
#? [? choose is not expected now: .*]
20 P2 play j10
#? [? j10 is occupied]
# the play option places exactly W4 and B5: a third stone is refused (P1 chooses
# next), and the whole command with it
21 P2 play h7 g9 k11
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
22 status
#? [P2 white play\|swap\|stay .*]
23 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j10]

# branch 1, swap: P2 takes black; P1 is white and plays W4
24 P2 swap
#? []
25 status
#? [P1 white play\|pass \(place a white stone\)]
26 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j10\n4\. P2 swap]
27 P2 play h7
#? [? it is P1's turn, not P2's \(P1 white must place a white stone\)]
28 P1 swap
#? [? swap is not expected now: P1 white may play or pass \(place a white stone\)]
29 P1 play h7
#? []
30 status
#? [P2 black play\|pass \(place a black stone\)]
31 undo
#? []
32 undo
#? []
33 status
#? [P2 white play\|swap\|stay .*]

# branch 2, stay: P2 keeps white and plays W4 itself
34 P2 stay
#? []
35 status
#? [P2 white play\|pass \(place a white stone\)]
36 P1 play h7
#? [? it is P2's turn, not P1's \(P2 white must place a white stone\)]
37 P2 play h7
#? []
38 status
#? [P1 black play\|pass \(place a black stone\)]
39 undo
#? []
40 undo
#? []
41 status
#? [P2 white play\|swap\|stay .*]

# branch 3, play: P2 places W4 ...; undo right after W4 returns to the answer
42 P2 play h7
#? []
43 status
#? [P2 white play \(place B5 anywhere\)]
44 undo
#? []
45 status
#? [P2 white play\|swap\|stay .*]
46 P2 play h7
#? []
47 P1 play g9
#? [? it is P2's turn, not P1's \(P2 white must place B5 anywhere\)]
48 P2 swap
#? [? swap is not expected now: P2 white must place B5 anywhere]
49 P2 play h7
#? [? h7 is occupied]
# ... and B5, then P1 (black for now) chooses its colour
50 P2 play g9
#? []
51 board
#? [.*10  \. \. \. \. \. \. \. \. \. X \. .* 9  \. \. \. \. \. \.\[X\]\. O \. .* 8  \. \. \. \. \. \. \. X \. .* 7  \. \. \. \. \. \. \. O \. .*]
52 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
53 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
54 P1 play k11
#? [? play is not expected now: P1 black must swap colours or stay black]
55 P1 offer k11 l12
#? [? offer is not expected now: .*]

# branch 3a: P1 swaps: P1 is white and plays W6
56 P1 swap
#? []
57 status
#? [P1 white play\|pass \(place a white stone\)]
58 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j10\n4\. P2 play h7\n5\. P2 play g9\n6\. P1 swap]
59 P2 play o1
#? [? it is P1's turn, not P2's \(P1 white must place a white stone\)]
60 P1 play o1
#? []
61 status
#? [P2 black play\|pass \(place a black stone\)]
# undo/redo across P1's decision
62 undo
#? []
63 undo
#? []
64 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
65 redo
#? []
66 status
#? [P1 white play\|pass \(place a white stone\)]
67 undo
#? []

# branch 3b: P1 stays black; P2 is white and plays W6
68 P1 stay
#? []
69 status
#? [P2 white play\|pass \(place a white stone\)]
70 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play j10\n4\. P2 play h7\n5\. P2 play g9\n6\. P1 stay]
71 P1 play o1
#? [? it is P2's turn, not P1's \(P2 white must place a white stone\)]
72 P2 play o1
#? []
73 status
#? [P1 black play\|pass \(place a black stone\)]

# play on: black (P1) fills c3 d3 e3 f3 . h3; six in a row wins in free-style
74 play c3 o3 d3 o5 e3 o7 f3 o9 h3 o11
#? []
75 result
#? [ongoing]
76 P1 play g3
#? []
77 result
#? [black wins \(five\)]
78 status
#? [over: black wins \(five\)]

# branch 1 played on: P2 took black, and white (P1) makes a five
80 new gomoku-freestyle-swap2
#? []
81 play h8 i9 j10
#? []
82 P2 swap
#? []
83 status
#? [P1 white play\|pass \(place a white stone\)]
84 play a15 c3 b15 d3 c15 e3 d15 m1
#? []
85 result
#? [ongoing]
86 P1 play e15
#? []
87 result
#? [white wins \(five\)]
