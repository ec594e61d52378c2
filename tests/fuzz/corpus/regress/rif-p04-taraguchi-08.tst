110 new rif-p04-taraguchi
#? []
111 play h8
#? []
112 stay
#? []
113 play i9
#? []
114 stay
#? []
115 play j8
#? []
116 opening
#? [I3 Kosei 恒星]
117 stay
#? []
118 play k11
#? []
119 status
#? [P1 black swap\|stay\|offer \(.*\)]
120 swap
#? []
121 status
#? [P2 black play \(place B5 in the central 9x9\)]
122 play d4
#? []
123 status
