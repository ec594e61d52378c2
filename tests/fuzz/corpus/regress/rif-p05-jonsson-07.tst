1 new rif-p05-jonsson
#? [.*]
#? [? offer exactly 3 stones, not 2]
94 offer a1 a2 a3 o1
#? [? offer exactly 3 stones, not 4]
95 offer a1 a2 a3
#? []
96 status
#? [P1 white choose \(choose one of the offered stones: a1 a2 a3\)]
97 choose a3
#? []
98 status
#? [P1 white play\|pass \(place a white stone\)]
99 history
#? [(.*\n)*4\. P2 swap\n5\. P1 play o15\n6\. P1 declare 3\n7\. P2 stay\n8\. P2 offer a1 a2 a3\n9\. P1 choose a3]
100 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
101 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
102 ai off
#? []
