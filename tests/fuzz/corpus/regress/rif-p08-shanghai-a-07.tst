1 new rif-p08-shanghai-a
#? [.*]
#? [? offer exactly 12 stones, not 11]
94 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 o1
#? [? offer exactly 12 stones, not 13]
95 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12
#? []
96 status
#? [P1 white choose \(choose one of the offered stones: a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12\)]
97 choose a12
#? []
98 status
#? [P1 white play\|pass \(place a white stone\)]
99 history
#? [(.*\n)*4\. P2 swap\n5\. P1 play j6\n6\. P1 declare 12\n7\. P2 stay\n8\. P2 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12\n9\. P1 choose a12]
100 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
101 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
102 ai off
#? []
