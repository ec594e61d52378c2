1 new rif-p15-xia
#? [.*]
#? []
57 play o6
#? []
58 play a1
#? []
59 status
#? [P1 black play\|pass \(place a black stone\)]
60 forbidden
#? []
61 play o5
#? []
62 result
#? [ongoing]
63 status
#? [P2 white play\|pass \(place a white stone\)]
64 play e13
#? []
65 result
#? [black wins \(double-three\)]
66 undo
#? []
67 result
#? [ongoing]
68 play a3
#? []
69 play p5
#? []
70 play a5
