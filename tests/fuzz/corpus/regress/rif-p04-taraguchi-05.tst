1 new rif-p04-taraguchi
#? [.*]
#? []
71 play f14
#? []
72 play d2
#? []
73 play j14
#? []
74 play e2
#? []
75 play l14
#? []
76 play f2
#? []
77 result
#? [black wins \(five\)]
80 undo
#? []
81 undo
#? []
82 undo
#? []
83 undo
#? []
84 undo
#? []
85 undo
#? []
86 undo
