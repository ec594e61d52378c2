1 new rif-p15-xia
#? [.*]
#? [white wins \(double-three\)]
110 new rif-p15-xia
#? []
111 setup black m5 n5 o7 o6 white c13 d13 e15 e14
#? []
112 status
#? [P1 black play\|pass \(place a black stone\)]
113 play o5
#? []
114 result
#? [ongoing]
115 play e13
#? []
116 result
#? [black wins \(double-three\)]
