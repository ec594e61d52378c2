1 new rif-p28-eriksson-b
#? [.*]
#? [P1 white choose \(choose one of the offered stones: g12 k4\)]
43 P2 choose g12
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: g12 k4\)]
44 choose i12
#? [\? i12 was not offered]
45 choose g12
#? []
46 status
#? [P1 white play\|pass \(place a white stone\)]
47 board
#? [.*\n12  \. \. \. \. \. \.\[X\]\. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \. \. .*]
48 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play h10\n4\. P1 play h11\n5\. P1 declare 2\n6\. P2 swap\n7\. P2 offer g12 k4\n8\. P1 choose g12]
49 P2 play a14
#? [\? it is P1's turn, not P2's \(P1 white must place a white stone\)]
50 play a14 a2 c14 b2 e14 c2 k14 d2 m14
#? []
51 result
#? [ongoing]
52 play e2
#? []
53 result
#? [black wins \(five\)]
