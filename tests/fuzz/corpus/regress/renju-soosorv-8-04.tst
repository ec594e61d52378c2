1 new renju-soosorv-8 N=3
#? [.*]
#? []
57 result
#? [ongoing]
58 P2 play e1
#? []
59 result
#? [black wins \(five\)]
60 new renju-soosorv-8 N=3
#? []
61 play h8 i9 j10
#? []
62 stay
#? []
63 play g7
#? []
64 status
#? [P2 white declare \(declare a number from 1 to 3\)]
65 declare 4
#? [? declare a number from 1 to 3, not 4]
66 declare 8
#? [? declare a number from 1 to 3, not 8]
67 declare 3
#? []
68 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
69 P1 stay
#? []
70 status
