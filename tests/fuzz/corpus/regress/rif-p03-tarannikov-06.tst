1 new rif-p03-tarannikov
#? [.*]
#? [ongoing]
85 play f14
#? []
86 result
#? [white wins \(five\)]
90 new rif-p03-tarannikov
#? []
91 play h8
#? []
92 swap
#? []
93 undo
#? []
94 stay
#? []
95 redo
#? [? nothing to redo]
96 status
#? [P2 white play \(place W2 in the central 3x3\)]
