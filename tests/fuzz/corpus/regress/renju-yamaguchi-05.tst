70 new renju-yamaguchi
#? []
71 play h8 i9 j10
#? []
72 declare 12
#? []
73 stay
#? []
74 play g7
#? []
75 status
#? [P1 black offer \(offer 12 candidate black stones \(B5\) anywhere\)]
76 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11
#? [? offer exactly 12 stones, not 11]
77 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 b1
#? [? a2 and b1 are symmetric]
78 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12
#? []
79 status
#? [P2 white choose \(choose one of the offered stones: a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12\)]
80 choose a12
#? []
81 status
#? [P2 white play\|pass \(place a white stone\)]
