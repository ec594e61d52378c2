1 new rif-p02-yamaguchi
#? [.*]
#? []
57 redo
#? []
58 history
#? [(.*\n)*7\. P1 offer g7 g6\n8\. P2 choose g6]
59 status
#? [P2 white play\|pass \(place a white stone\)]
60 choose g7
#? [? .*not expected now.*]
61 play b14
#? []
62 play b2
#? []
63 play d14
#? []
64 play c2
#? []
65 play f14
#? []
66 play d2
#? []
67 play j14
#? []
68 play e2
#? []
69 play l14
#? []
70 play f2
