1 new rif-p24-fss
#? [.*]
#? []
43 status
#? [P2 white play\|pass \(place a white stone\)]
44 history
#? [1\. P1 play h8\n2\. P1 play i9\n3\. P1 play k11\n4\. P2 play a15\n5\. P2 declare 2\n6\. P1 stay\n7\. P1 offer j9 g9\n8\. P2 choose g9]
45 P1 play n14
#? [\? it is P2's turn, not P1's \(P2 white must place a white stone\)]
46 play n14 a2 l14 b2 j14 c2 f14 d2 d14
#? []
47 result
#? [ongoing]
48 play e2
#? []
49 result
#? [black wins \(five\)]
