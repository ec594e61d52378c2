120 new rif-p15-xia
#? []
121 setup black a1 c1 e1 g1 white a17 b17 c17 e17 f17
#? []
122 play q1
#? []
123 play d17
#? []
124 result
#? [black wins \(overline\)]
125 new rif-p15-xia
#? []
126 setup black a1 c1 e1 g1 white a17 b17 c17 e17
#? []
127 play q1
#? []
128 play d17
#? []
129 result
#? [white wins \(five\)]
