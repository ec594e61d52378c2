1 new rif-p27-longzeng-2
#? [.*]
#? [1\. P1 play h8\n2\. P1 play h11\n3\. P1 play h13\n4\. P2 stay\n5\. P2 play h14\n6\. P1 offer g12 k4\n7\. P2 choose k4]
43 P1 play a14
#? [\? it is P2's turn, not P1's \(P2 white must place a white stone\)]
44 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
45 result
#? [ongoing]
46 play e2
#? []
47 result
#? [black wins \(five\)]
48 new rif-p27-longzeng-2
#? []
49 play h8 a15 o1
#? []
50 opening
#? [\? the first three stones are not one of the 52 openings]
51 swap
#? []
52 status
#? [P1 white play \(place W4 anywhere\)]
53 P2 play g7
#? [\? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
54 play g7
#? []
55 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
56 P1 offer f6 j6
