1 new rif-p05-jonsson
#? [.*]
#? [!.*\*.*]
57 undo
#? []
58 undo
#? []
59 status
#? [P2 white declare \(declare a number from 1 to 3\)]
60 redo
#? []
61 redo
#? []
62 redo
#? []
63 redo
#? []
64 status
#? [P1 white play\|pass \(place a white stone\)]
65 swap
#? [? swap is not .*]
66 declare 1
#? [? (declare|that action) is not .*]
67 play b14
#? []
68 play b2
#? []
69 play c14
#? []
70 play d2
