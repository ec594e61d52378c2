1 new rif-p29-soosorv
#? [.*]
#? [P1 white play\|pass \(place a white stone\)]
43 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 stay\n5\. P2 play h11\n6\. P2 declare 4\n7\. P1 swap\n8\. P2 offer g12 k4 b2 n13\n9\. P1 choose b2]
44 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
45 play a14 c2 c14 d2 e14 e2 g14
#? []
46 result
#? [ongoing]
47 play f2
#? []
48 result
#? [black wins \(five\)]
