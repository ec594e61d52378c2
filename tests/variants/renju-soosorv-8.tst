# renju-soosorv-8: P1 places one of the 26 openings; P2 may swap; white plays W4
# anywhere and declares n in 1..N (N = 8, a key); the other player (who did not place
# W4) may swap; black offers n fifth moves (no two symmetric); white keeps one, W6.

# the opening: P1 (black) places all three stones
1 new renju-soosorv-8
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 play i8
#? [? B1 must be at the centre]
5 P1 play h8 h9
#? []
6 P1 play l11
#? [? B3 must be in the central 5x5]
7 P1 declare 8
#? [? declare is not expected now: P1 black must place B3 in the central 5x5]
8 P1 play h10
#? []

# P2 (white for now) may swap
9 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
10 P1 stay
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
11 P2 declare 3
#? [? declare is not expected now: P2 white must swap colours or stay white]
12 P2 play h11
#? [? play is not expected now: .*]
13 P2 swap
#? []

# W4: white is P1 now, anywhere; the declaration comes after it
14 status
#? [P1 white play \(place W4 anywhere\)]
15 P2 play h11
#? [? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
16 P1 declare 3
#? [? declare is not expected now: P1 white must place W4 anywhere]
17 P1 play h11
#? []

# white (P1) declares n in 1..8
18 status
#? [P1 white declare \(declare a number from 1 to 8\)]
19 P2 declare 3
#? [? it is P1's turn, not P2's \(P1 white must declare a number from 1 to 8\)]
20 P1 swap
#? [? swap is not expected now: P1 white must declare a number from 1 to 8]
21 P1 declare 0
#? [? declare a number from 1 to 8, not 0]
22 P1 declare 9
#? [? declare a number from 1 to 8, not 9]
23 P1 declare 8
#? []
24 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 swap\n5\. P1 play h11\n6\. P1 declare 8]

# the other player, P2 (black, who did not place W4), may swap
25 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
26 P1 swap
#? [? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
27 P2 offer g10 j11 k12 l13 m14 n15 a1 a2
#? [? offer is not expected now: P2 black must swap colours or stay black]
28 P2 declare 2
#? [? declare is not expected now: .*]
29 P2 swap
#? []

# black is P1 again and offers exactly 8, no two symmetric
30 status
#? [P1 black offer \(offer 8 candidate black stones \(B5\) anywhere\)]
31 P2 offer g10 j11 k12 l13 m14 n15 a1 a2
#? [? it is P1's turn, not P2's \(P1 black must offer 8 candidate black stones \(B5\) anywhere\)]
32 P1 offer g10 j11 k12 l13 m14 n15 a1
#? [? offer exactly 8 stones, not 7]
33 P1 offer g10 j11 k12 l13 m14 n15 a1 a2 a3
#? [? offer exactly 8 stones, not 9]
34 P1 offer g10 j11 k12 l13 m14 n15 a1 o1
#? [? a1 and o1 are symmetric]
35 P1 offer g10 j11 k12 l13 m14 n15 a1 h12
#? []
36 board
#? [.*15  \. \. \. \. \. \. \. \. \. \. \. \. \. \* \. 15.*12  \. \. \. \. \. \. \. \* \. \. \* \. .* 1  \* \. .*]
37 history
#? [.*\n6\. P1 declare 8\n7\. P2 swap\n8\. P1 offer g10 j11 k12 l13 m14 n15 a1 h12]

# white (P2) keeps one
38 status
#? [P2 white choose \(choose one of the offered stones: g10 j11 k12 l13 m14 n15 a1 h12\)]
39 P1 choose g10
#? [? it is P2's turn, not P1's .*]
40 P2 choose o1
#? [? o1 was not offered]
41 P2 choose h12
#? []
42 status
#? [P2 white play\|pass \(place a white stone\)]
43 board
#? [!.*\*.*]

# undo across the choice, the offer and the second swap; take the other option
44 undo
#? []
45 undo
#? []
46 status
#? [P1 black offer \(offer 8 candidate black stones \(B5\) anywhere\)]
47 undo
#? []
48 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
49 P2 stay
#? []
50 status
#? [P2 black offer \(offer 8 candidate black stones \(B5\) anywhere\)]
51 redo
#? [? nothing to redo]
52 P2 offer a1 b1 c1 d1 e1 f1 g1 i1
#? [? g1 and i1 are symmetric]
53 P2 offer a1 b1 c1 d1 e1 f1 g1 h12
#? []
54 P1 choose a1
#? []
55 status
#? [P1 white play\|pass \(place a white stone\)]

# play on: black (P2) makes a1 b1 c1 d1 e1 exactly five
56 play o15 b1 o13 c1 o11 d1 m15
#? []
57 result
#? [ongoing]
58 P2 play e1
#? []
59 result
#? [black wins \(five\)]

# N is a key: N=3 narrows the declaration to 1..3
60 new renju-soosorv-8 N=3
#? []
61 play h8 i9 j10
#? []
62 stay
#? []
63 play g7
#? []
64 status
#? [P2 white declare \(declare a number from 1 to 3\)]
65 declare 4
#? [? declare a number from 1 to 3, not 4]
66 declare 8
#? [? declare a number from 1 to 3, not 8]
67 declare 3
#? []
68 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
69 P1 stay
#? []
70 status
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
71 offer i7 g9 a1
#? [? i7 and g9 are symmetric]
72 offer i7 h10 a1
#? []
73 P2 choose i7
#? []
74 status
#? [P2 white play\|pass \(place a white stone\)]
# a wider N is accepted too
75 new renju-soosorv-8 N=10
#? []
76 play h8 h9 h10
#? []
77 stay
#? []
78 play h11
#? []
79 declare 10
#? []
80 status
#? [P1 black swap\|stay \(swap colours or stay black\)]

# bad overrides
81 new renju-soosorv-8 M=3
#? [? renju-soosorv-8 has no key 'M'.*]
82 new renju-soosorv-8 N=x
#? [? N=x: N must be a whole number.*]
# N=0 would make the declaration range 1..0: refused like such a manifest
83 new renju-soosorv-8 N=0
#? [? N=0: step 'declare' would declare from 1 to 0.*]
# N=40 would let white declare more fifth moves than one offer holds
84 new renju-soosorv-8 N=40
#? [? N=40: step 'declare' would declare from 1 to 40 \(1\.\.32\)]
