70 new rif-p01-sakata seed=5
#? []
71 play h8 i9 j8 g10 f4
#? []
72 opening
#? [I3 Kosei 恒星]
73 stay
#? []
74 status
#? [P2 white play\|pass \(place a white stone\)]
75 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
76 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
