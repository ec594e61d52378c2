# gomoku-swap: standard gomoku; P1 places B1, W2 and B3 anywhere; P2 chooses its
# colour (swap: P2 takes black; stay: P2 keeps white); white plays W4.

# B1, W2, B3: all placed by P1 (black), anywhere
1 new gomoku-swap
#? []
2 status
#? [P1 black play \(place B1 anywhere\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 anywhere\)]
4 swap
#? [? swap is not expected now: P1 black must place B1 anywhere]
5 P1 play a1
#? []
6 status
#? [P1 black play \(place W2 anywhere\)]
7 P2 play h9
#? [? it is P1's turn, not P2's \(P1 black must place W2 anywhere\)]
8 P1 play a1
#? [? a1 is occupied]
9 P1 stay
#? [? stay is not expected now: .*]
10 P1 play o15
#? []
11 status
#? [P1 black play \(place B3 anywhere\)]
12 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B3 anywhere\)]
13 P2 swap
#? [? it is P1's turn, not P2's .*]
14 P1 play h8
#? []
15 board
#? [.*15  \. \. \. \. \. \. \. \. \. \. \. \. \. \. O 15.* 8  \. \. \. \. \. \. \.\[X\]\. .* 1  X \. .*]

# the choice: P2 (white now) swaps or stays; nothing else
16 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
17 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
18 P1 stay
#? [? it is P2's turn, not P1's .*]
19 P2 play h9
#? [? play is not expected now: P2 white must swap colours or stay white]
20 P2 declare 2
#? [? declare is not expected now: .*]
21 P2 offer h9 h7
#? [? offer is not expected now: .*]
22 P2 choose h9
#? [? choose is not expected now: .*]

# branch swap: P2 takes black, so P1 is white and plays W4
23 P2 swap
#? []
24 status
#? [P1 white play\|pass \(place a white stone\)]
25 history
#? [1\. P1 play a1\n2\. P1 play o15\n3\. P1 play h8\n4\. P2 swap]
26 P2 play h9
#? [? it is P1's turn, not P2's \(P1 white must place a white stone\)]
27 P1 play h9
#? []
28 status
#? [P2 black play\|pass \(place a black stone\)]

# undo back across the swap decision, then the other branch
29 undo
#? []
30 status
#? [P1 white play\|pass \(place a white stone\)]
31 undo
#? []
32 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
33 redo
#? []
34 status
#? [P1 white play\|pass \(place a white stone\)]
35 undo
#? []

# branch stay: P2 keeps white and plays W4 itself
36 P2 stay
#? []
37 status
#? [P2 white play\|pass \(place a white stone\)]
38 redo
#? [? nothing to redo]
39 history
#? [1\. P1 play a1\n2\. P1 play o15\n3\. P1 play h8\n4\. P2 stay]
40 P1 play h9
#? [? it is P2's turn, not P1's \(P2 white must place a white stone\)]
41 P2 play h9
#? []
42 status
#? [P1 black play\|pass \(place a black stone\)]
43 P1 play g8
#? []
44 status
#? [P2 white play\|pass \(place a white stone\)]

# play on: P1 (black) fills d8 e8 . g8 h8 i8 to six in a row, which does not win
# under standard rules; then white (P2) completes c15..g15
45 play c15 d8 d15 e8 e15 i8
#? []
46 result
#? [ongoing]
47 P2 play a13
#? []
48 P1 play f8
#? []
49 result
#? [ongoing]
50 status
#? [P2 white play\|pass \(place a white stone\)]
51 P2 play f15
#? []
52 P1 play m1
#? []
53 P2 play g15
#? []
54 result
#? [white wins \(five\)]
55 status
#? [over: white wins \(five\)]
