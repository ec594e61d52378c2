1 new rif-p02-yamaguchi
#? [.*]
#? []
71 result
#? [black wins \(five\)]
80 new rif-p02-yamaguchi
#? []
81 opening D4
#? []
82 opening
#? [D4 Kagetsu 花月]
83 declare 12
#? []
84 swap
#? []
85 status
#? [P1 white play \(place W4 anywhere\)]
86 P2 play a15
#? [? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
87 play a15
#? []
88 status
#? [P2 black offer \(offer 12 candidate black stones \(B5\) anywhere\)]
89 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11
#? [? offer exactly 12 stones, not 11]
90 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13
#? [? offer exactly 12 stones, not 13]
91 offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12
#? []
92 status
