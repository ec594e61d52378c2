1 new renju-taraguchi-10 N=5
#? [.*]
#? [P1 white play\|pass \(place a white stone\)]
114 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
115 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
119 ai off
#? []
120 new renju-taraguchi-10 N=5
#? []
121 play h8
#? []
122 stay
#? []
123 play h9
#? []
124 stay
#? []
125 play h10
#? []
126 stay
#? []
127 play h11
#? []
128 status
#? [P1 black swap\|stay\|offer .*]
129 P1 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2
#? [? offer exactly 5 stones, not 10]
130 P1 offer a1 b1 c1 d1
