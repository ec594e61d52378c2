1 new rif-p09-yamaguchi-52
#? [.*]
#? []
57 play c2
#? []
58 play f14
#? []
59 play d2
#? []
60 play j14
#? []
61 play e2
#? []
62 play l14
#? []
63 play f2
#? []
64 result
#? [black wins \(five\)]
