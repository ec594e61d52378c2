55 new rif-p23-cc-tsai-5swap
#? []
56 play h8
#? []
57 stay
#? []
58 status
#? [P2 white play \(place W2 in the central 7x7\)]
59 play h9
#? []
60 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
61 swap
#? []
62 status
#? [P2 black play \(place B3 in the central 7x7\)]
63 play j10
#? []
64 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
65 stay
#? []
66 status
#? [P1 white play \(place W4 in the central 7x7\)]
67 play g9
#? []
68 status
