55 new rif-p18-miknl
#? []
56 play h8 h9
#? []
57 play h10 g11
#? []
58 opening
#? [D1 Kansei 寒星]
59 swap
#? []
60 status
#? [P2 black play \(place B5 in the central 9x9\)]
61 P1 play g10
#? [\? it is P2's turn, not P1's \(P2 black must place B5 in the central 9x9\)]
62 play g10
#? []
63 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
64 P2 stay
#? [\? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
65 stay
#? []
66 status
#? [P1 white play\|pass \(place a white stone\)]
67 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P2 play h10\n4\. P2 play g11\n5\. P1 swap\n6\. P2 play g10\n7\. P1 stay]
68 ai both
