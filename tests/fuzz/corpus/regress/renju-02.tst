30 new renju
#? []
31 setup black e8 g8 i8 k8
#? []
32 play h8
#? []
33 result
#? [white wins \(double-four\)]
34 new renju
#? []
35 setup black a1 b1 c1 e1 f1 g1
#? []
36 play d1
#? []
37 result
#? [white wins \(overline\)]
