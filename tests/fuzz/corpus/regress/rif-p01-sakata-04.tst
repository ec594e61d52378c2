1 new rif-p01-sakata
#? [.*]
#? []
57 play h14
#? []
58 play e2
#? []
59 play j14
#? []
60 result
#? [ongoing]
61 play f2
#? []
62 result
#? [black wins \(five\)]
63 play g2
#? [? .*over.*]
