1 new rif-p14-shanghai-b
#? [.*]
#? [? offer exactly 5 stones, not 4]
94 offer a1 a2 a3 a4 a5 o1
#? [? offer exactly 5 stones, not 6]
95 offer a1 a2 a3 a4 a5
#? []
96 status
#? [P1 white choose \(choose one of the offered stones: a1 a2 a3 a4 a5\)]
97 choose a5
#? []
98 status
#? [P1 white play\|pass \(place a white stone\)]
99 history
#? [(.*\n)*4\. P2 swap\n5\. P1 play o15\n6\. P1 declare 5\n7\. P2 stay\n8\. P2 offer a1 a2 a3 a4 a5\n9\. P1 choose a5]
100 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
101 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
102 ai off
#? []
