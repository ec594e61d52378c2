130 new rif-p15-xia
#? []
131 setup black a1 b1 c1 e1 f1 white a17 c17 e17 g17
#? []
132 forbidden
#? []
133 play d1
#? []
134 result
#? [black wins \(five\)]
