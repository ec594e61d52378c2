1 new rif-p27-longzeng-3
#? [.*]
#? [\? it is P2's turn, not P1's \(P2 white must place a white stone\)]
43 play m15 a2 m13 b2 m11 c2 m9 d2 m7
#? []
44 result
#? [ongoing]
45 play e2
#? []
46 result
#? [black wins \(five\)]
47 new rif-p27-longzeng-3
#? []
48 play a1 a15 o1
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
