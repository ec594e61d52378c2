# renju-claim: a foul loses only if white claims it before its own move.

1 new renju-claim
#? []
2 claim
#? [? claim is not expected now: .*]
3 play h8
#? []
4 claim
#? [? claim is not expected now: P2 white may play or pass \(place a white stone\)]

# black fouls (double-three, QP01); white claims at once
10 new renju-claim
#? []
11 setup black f8 g8 h6 h7 white a1 a3
#? []
12 play h8
#? []
13 result
#? [ongoing]
14 status
#? [P2 white play\|pass\|claim .*]
15 claim
#? []
16 result
#? [white wins \(double-three\)]
17 undo
#? []
18 status
#? [P2 white play\|pass\|claim .*]

# white moves on instead: the foul can no longer be claimed
20 play o15
#? []
21 play o1
#? []
22 claim
#? [? claim is not expected now: P2 white may play or pass \(place a white stone\)]
23 result
#? [ongoing]

# a double-four claimed
30 new renju-claim
#? []
31 setup black e8 g8 i8 k8
#? []
32 play h8
#? []
33 claim
#? []
34 result
#? [white wins \(double-four\)]

# a whole game between two AIs
40 new renju-claim seed=4
#? []
41 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
42 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
