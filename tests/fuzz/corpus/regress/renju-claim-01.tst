1 new renju-claim
#? [.*]
#? []
21 play o1
#? []
22 claim
#? [? claim is not expected now: P2 white may play or pass \(place a white stone\)]
23 result
#? [ongoing]
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
