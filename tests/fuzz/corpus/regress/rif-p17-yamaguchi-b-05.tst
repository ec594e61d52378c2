63 new rif-p17-yamaguchi-b
#? []
64 play h8
#? []
65 play i9
#? []
66 play j11
#? []
67 declare 1
#? []
68 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
69 swap
#? []
70 status
#? [P1 white play \(place W4 anywhere\)]
71 P2 play h12
#? [\? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
72 play h12
#? []
73 status
#? [P2 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
74 offer h7 h6
#? [\? offer exactly 1 stone, not 2]
75 offer h7
#? []
76 status
