1 new rif-p22-xsir317
#? [.*]
#? [ongoing]
43 play e2
#? []
44 result
#? [black wins \(five\)]
45 new rif-p22-xsir317
#? []
46 play h8 h9 h10
#? []
47 opening
#? [D1 Kansei 寒星]
48 swap
#? []
49 status
#? [P1 white offer \(offer 1 to 2 candidate white stones anywhere\)]
50 P2 offer h11 h6
#? [\? it is P1's turn, not P2's \(P1 white must offer 1 to 2 candidate white stones anywhere\)]
51 offer h11 h7
#? [\? h11 and h7 are symmetric]
52 offer g11 i11
#? [\? g11 and i11 are symmetric]
53 offer h11 h6
#? []
54 board
#? [.*\n11  \. \. \. \. \. \. \. \* \. .*\n 6  \. \. \. \. \. \. \. \* \. .*]
55 status
#? [P1 white declare \(declare a number from 1 to 3\)]
56 declare 3
