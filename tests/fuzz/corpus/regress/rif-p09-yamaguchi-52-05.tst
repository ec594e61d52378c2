70 new rif-p09-yamaguchi-52
#? []
71 play h8 i9 k10
#? []
72 opening
#? [I[0-9]+ .*one of the 52, not of the 26.*]
73 declare 12
#? []
74 swap
#? []
75 play o15
#? []
76 status
#? [P2 black offer \(offer 12 candidate black stones \(B5\) anywhere\)]
77 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11
#? [? offer exactly 12 stones, not 11]
78 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12
#? []
79 status
#? [P1 white choose \(choose one of the offered stones: a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12\)]
80 choose a6
#? []
81 status
#? [P1 white play\|pass \(place a white stone\)]
82 ai both
#? [P[12] \(simple\) played [^\n]+(\nP[12] \(simple\) played [^\n]+)*]
83 result
