1 new rif-p11-nadezhdin
#? [.*]
#? []
43 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
44 redo
#? []
45 redo
#? []
46 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
47 stay
#? []
48 status
#? [P1 white play\|pass \(place a white stone\)]
49 swap
#? [? swap is not .*]
50 play b14
#? []
51 play b2
#? []
52 play c14
#? []
53 play d2
#? []
54 play d14
#? []
55 play f2
#? []
56 play e14
