1 new rif-p15-xia
#? [.*]
#? [P1 white play\|pass \(place a white stone\)]
92 play c13
#? []
93 play m5
#? []
94 play d13
#? []
95 play n5
#? []
96 play e15
#? []
97 play o7
#? []
98 play e14
#? []
99 play o6
#? []
100 play e13
#? []
101 result
#? [ongoing]
102 status
#? [P2 black play\|pass \(place a black stone\)]
103 forbidden
#? [o5]
104 play o5
#? []
105 result
