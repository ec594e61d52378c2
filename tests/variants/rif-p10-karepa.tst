# rif-p10-karepa (RIF proposal 10, Karepa): P1 places two black and one white
# stone anywhere (decided: in the order B, B, W); P2 may swap; white moves
# next (it has fewer stones).

1 new rif-p10-karepa
#? []
2 status
#? [P1 black play \(place B1 anywhere\)]
3 P2 play a1
#? [? it is P1's turn, not P2's \(P1 black must place B1 anywhere\)]
4 swap
#? [? swap is not expected now: P1 black must place B1 anywhere]
5 declare 1
#? [? declare is not expected now: P1 black must place B1 anywhere]
6 play a1
#? []
7 status
#? [P1 black play \(place B2 anywhere\)]
8 play a1
#? [? a1 is occupied]
9 P2 play o15
#? [? it is P1's turn, not P2's \(P1 black must place B2 anywhere\)]
10 play o15
#? []
11 status
#? [P1 black play \(place W3 anywhere\)]
12 stay
#? [? stay is not expected now: P1 black must place W3 anywhere]
13 play h8
#? []
14 board
#? [.*\n15  \. \. .* X 15\n.*\n 8  \. \. \. \. \. \. \.\[O\]\. .*\n.*\n 1  X \. .*]

# P2 may swap
15 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
16 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
17 play h9
#? [? play is not expected now: P2 white must swap colours or stay white]
18 offer h9 h10
#? [? offer is not expected now: P2 white must swap colours or stay white]

# branch 1: swap; P1 holds white and moves next
19 swap
#? []
20 status
#? [P1 white play\|pass \(place a white stone\)]
21 history
#? [1\. P1 play a1\n2\. P1 play o15\n3\. P1 play h8\n4\. P2 swap]
22 undo
#? []
23 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
24 redo
#? []
25 status
#? [P1 white play\|pass \(place a white stone\)]
26 swap
#? [? swap is not .*]

# P1 (white) makes a five on row 14; P2 (black) scatters
27 play b14
#? []
28 play b2
#? []
29 play c14
#? []
30 play d2
#? []
31 play d14
#? []
32 play f2
#? []
33 play e14
#? []
34 play j2
#? []
35 play f14
#? []
36 result
#? [white wins \(five\)]

# branch 2: stay; P2 keeps white and moves next
40 new rif-p10-karepa
#? []
41 play h8 i9 h9
#? []
42 stay
#? []
43 status
#? [P2 white play\|pass \(place a white stone\)]
44 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play h9\n4\. P2 stay]
45 undo
#? []
46 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
47 redo
#? []
48 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
49 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
