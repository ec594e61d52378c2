1 new rif-p07-cctsai
#? [.*]
#? []
57 play e2
#? []
58 play d14
#? []
59 play g2
#? []
60 play e14
#? []
61 play j2
#? []
62 result
#? [ongoing]
63 play f14
#? []
64 result
#? [white wins \(five\)]
