1 new rif-p21-sosei
#? [.*]
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
43 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
44 result
#? [ongoing]
45 play e2
#? []
46 result
#? [black wins \(five\)]
47 new rif-p21-sosei
#? []
48 play h8
#? []
49 play i9
#? []
50 play f6
#? []
51 swap
#? []
52 status
#? [P1 white play \(place W4 in the central 5x5\)]
53 P2 play g9
#? [\? it is P1's turn, not P2's \(P1 white must place W4 in the central 5x5\)]
54 play g9
#? []
55 status
#? [P2 black play \(place B5 in the central 9x9\)]
56 P1 play k9
