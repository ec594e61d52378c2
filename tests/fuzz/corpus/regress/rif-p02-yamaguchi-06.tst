1 new rif-p02-yamaguchi
#? [.*]
#? [P1 white choose \(choose one of the offered stones: a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12\)]
93 P2 choose a1
#? [? it is P1's turn, not P2's.*]
94 choose a12
#? []
95 status
#? [P1 white play\|pass \(place a white stone\)]
96 history
#? [(.*\n)*4\. P1 declare 12\n5\. P2 swap\n6\. P1 play a15\n7\. P2 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12\n8\. P1 choose a12]
97 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
98 result
#? [(black|white) wins \(.*\)|draw \(.*\)]
99 ai off
#? []
