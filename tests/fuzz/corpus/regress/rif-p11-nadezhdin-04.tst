1 new rif-p11-nadezhdin seed=7
#? [.*]
#? []
57 play j2
#? []
58 play f14
#? []
59 result
#? [white wins \(five\)]
60 new rif-p11-nadezhdin seed=7
#? []
61 opening D2
#? []
62 swap
#? []
63 play g10
#? []
64 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
65 swap
#? []
66 status
#? [P1 black play \(place B5 in the central 9x9\)]
67 play d4
#? []
68 stay
#? []
69 status
#? [P2 white play\|pass \(place a white stone\)]
70 ai both
