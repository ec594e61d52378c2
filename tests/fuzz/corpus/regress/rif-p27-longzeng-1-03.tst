1 new rif-p27-longzeng-1
#? [.*]
#? [\? it is P2's turn, not P1's \(P2 white must place a white stone\)]
43 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
44 result
#? [ongoing]
45 play e2
#? []
46 result
#? [black wins \(five\)]
47 new rif-p27-longzeng-1
#? []
48 play h8 i9 o1
#? []
49 opening
#? [\? the first three stones are not one of the 52 openings]
50 swap
#? []
51 status
#? [P1 white play \(place W4 anywhere\)]
52 P2 play g7
#? [\? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
53 play g7
#? []
54 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
55 P1 offer f6 j6
#? [\? it is P2's turn, not P1's \(P2 black must offer 2 candidate black stones \(B5\) anywhere\)]
56 offer f6 j6
