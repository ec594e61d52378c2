# renju-yamaguchi: P1 places one of the 26 openings and declares N, how many fifth
# moves black will offer (1..12 [decided]); P2 may swap; white plays W4 anywhere;
# black offers N fifth moves (no two symmetric); white keeps one and plays W6.

# the opening: P1 (black) places all three stones
1 new renju-yamaguchi
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 declare 3
#? [? declare is not expected now: P1 black must place B1 at the centre]
5 P1 play h8
#? []
6 P1 play f10
#? [? W2 must be in the central 3x3]
7 P1 play h9
#? []
8 P1 play f11
#? [? B3 must be in the central 5x5]
9 P1 play h10
#? []

# P1 (still black) declares the number of fifth moves, 1..12
10 status
#? [P1 black declare \(declare a number from 1 to 12\)]
11 P2 declare 3
#? [? it is P1's turn, not P2's \(P1 black must declare a number from 1 to 12\)]
12 P1 swap
#? [? swap is not expected now: P1 black must declare a number from 1 to 12]
13 P1 play h11
#? [? play is not expected now: .*]
14 P1 declare 0
#? [? declare a number from 1 to 12, not 0]
15 P1 declare 13
#? [? declare a number from 1 to 12, not 13]
16 P1 declare x
#? [? declare takes a number]
17 P1 declare 3
#? []
18 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P1 declare 3]

# P2 (white for now) may swap
19 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
20 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
21 P2 declare 4
#? [? declare is not expected now: P2 white must swap colours or stay white]
22 P2 play h11
#? [? play is not expected now: .*]
23 P2 stay
#? []

# W4: P2 (white) anywhere
24 status
#? [P2 white play \(place W4 anywhere\)]
25 P1 play h11
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
26 P2 offer g10 j11 k12
#? [? offer is not expected now: .*]
27 P2 play h11
#? []

# black (P1) offers exactly the declared 3, no two symmetric
28 status
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
29 P2 offer g10 j11 k12
#? [? it is P1's turn, not P2's \(P1 black must offer 3 candidate black stones \(B5\) anywhere\)]
30 P1 offer g10 j11
#? [? offer exactly 3 stones, not 2]
31 P1 offer g10 j11 k12 l13
#? [? offer exactly 3 stones, not 4]
32 P1 offer g10 j11 i10
#? [? g10 and i10 are symmetric]
33 P1 offer g10 j11 f11
#? [? j11 and f11 are symmetric]
34 P1 offer g10 j11 h8
#? [? h8 is occupied]
35 P1 offer g10 j11 k12
#? []
36 board
#? [.*12  \. \. \. \. \. \. \. \. \. \. \* \. .*11  \. \. \. \. \. \. \.\[O\]\. \* \. .*10  \. \. \. \. \. \. \* X \. \. \. .*]
37 history
#? [.*\n4\. P1 declare 3\n5\. P2 stay\n6\. P2 play h11\n7\. P1 offer g10 j11 k12]

# white (P2) keeps one
38 status
#? [P2 white choose \(choose one of the offered stones: g10 j11 k12\)]
39 P1 choose k12
#? [? it is P2's turn, not P1's .*]
40 P2 declare 2
#? [? declare is not expected now: .*]
41 P2 choose l13
#? [? l13 was not offered]
42 P2 choose k12
#? []
43 board
#? [!.*\*.*]
44 status
#? [P2 white play\|pass \(place a white stone\)]

# undo back to the declaration: offer, W4, swap decision and declaration unwind
45 undo
#? []
46 undo
#? []
47 undo
#? []
48 undo
#? []
49 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
50 undo
#? []
51 status
#? [P1 black declare \(declare a number from 1 to 12\)]
52 redo
#? []
53 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
54 undo
#? []

# a declaration of 1: P2 swaps; white (P1) plays W4; black (P2) offers one stone,
# which is kept without asking
55 P1 declare 1
#? []
56 P2 swap
#? []
57 status
#? [P1 white play \(place W4 anywhere\)]
58 P1 play h11
#? []
59 status
#? [P2 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
60 P2 offer g10 j11
#? [? offer exactly 1 stone, not 2]
61 P2 offer g10
#? []
62 status
#? [P1 white play\|pass \(place a white stone\)]
63 history
#? [.*\n4\. P1 declare 1\n5\. P2 swap\n6\. P1 play h11\n7\. P2 offer g10]
64 board
#? [.*10  \. \. \. \. \. \.\[X\]X \. .*]

# play on: white (P1) makes a2 b2 c2 d2 e2
65 play a2 o15 b2 o13 c2 o11 d2 m15
#? []
66 result
#? [ongoing]
67 P1 play e2
#? []
68 result
#? [white wins \(five\)]

# the largest declaration, 12: twelve offers, checked for symmetry among all of them
70 new renju-yamaguchi
#? []
71 play h8 i9 j10
#? []
72 declare 12
#? []
73 stay
#? []
74 play g7
#? []
75 status
#? [P1 black offer \(offer 12 candidate black stones \(B5\) anywhere\)]
76 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11
#? [? offer exactly 12 stones, not 11]
77 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 b1
#? [? a2 and b1 are symmetric]
78 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12
#? []
79 status
#? [P2 white choose \(choose one of the offered stones: a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12\)]
80 choose a12
#? []
81 status
#? [P2 white play\|pass \(place a white stone\)]
