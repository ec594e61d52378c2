1 new rif-p03-tarannikov
#? [.*]
#? [P1 black swap\|stay \(swap colours or stay black\)]
71 redo
#? []
72 redo
#? []
73 redo
#? []
74 status
#? [P1 white play\|pass \(place a white stone\)]
75 swap
#? [? swap is not .*]
76 play b14
#? []
77 play b2
#? []
78 play c14
#? []
79 play d2
#? []
80 play d14
#? []
81 play f2
#? []
82 play e14
#? []
83 play j2
#? []
84 result
