1 new rif-p05-jonsson
#? [.*]
#? []
71 play d14
#? []
72 play f2
#? []
73 play e14
#? []
74 play j2
#? []
75 result
#? [ongoing]
76 play f14
#? []
77 result
#? [white wins \(five\)]
