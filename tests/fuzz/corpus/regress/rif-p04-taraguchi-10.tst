130 new rif-p04-taraguchi N=3
#? []
131 play h8
#? []
132 stay
#? []
133 play h9
#? []
134 stay
#? []
135 play i10
#? []
136 stay
#? []
137 play a1
#? [? W4 must be in the central 7x7]
138 play e5
#? []
139 offer a1 a2 a3 a4 a5
#? [? offer exactly 3 stones, not 5]
140 offer a1 a2 a3
#? []
141 status
#? [P2 white choose \(choose one of the offered stones: a1 a2 a3\)]
