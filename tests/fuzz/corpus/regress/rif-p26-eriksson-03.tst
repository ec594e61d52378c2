1 new rif-p26-eriksson
#? [.*]
#? []
43 status
#? [P1 white play\|pass \(place a white stone\)]
44 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P1 play h11\n5\. P1 declare 3\n6\. P2 swap\n7\. P2 offer g12 k4 b2\n8\. P1 choose k4]
45 board
#? [.*\n12  \. \. \. \. \. \. \. \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \.\[X\]\. .*\n.*\n 2  \. \. \. .*]
46 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
47 play a14 a2 c14 b2 e14 c2 g14 d2 i14
#? []
48 result
#? [ongoing]
49 play e2
#? []
50 result
#? [black wins \(five\)]
