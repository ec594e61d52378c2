1 new rif-p25-five-swaps
#? [.*]
#? []
43 result
#? [ongoing]
44 play e10
#? []
45 result
#? [black wins \(five\)]
46 new rif-p25-five-swaps
#? []
47 play h8
#? []
48 swap
#? []
49 status
#? [P1 white play \(place W2 anywhere\)]
50 play h9
#? []
51 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
52 stay
#? []
53 status
#? [P2 black play \(place B3 anywhere\)]
54 play j10
#? []
55 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
56 stay
