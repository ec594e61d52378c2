1 new rif-p30-daiyue
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
47 new rif-p30-daiyue
#? []
48 play h8 i9 j8
#? []
49 opening
#? [I3 Kosei 恒星]
50 play g7
#? []
51 offer i7 f9
#? []
52 swap
#? []
53 status
#? [P1 white choose \(choose one of the offered stones: i7 f9\)]
54 P2 choose f9
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: i7 f9\)]
55 choose i7
#? []
56 status
