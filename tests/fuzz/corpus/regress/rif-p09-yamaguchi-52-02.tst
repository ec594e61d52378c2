1 new rif-p09-yamaguchi-52
#? [.*]
#? [P1 black declare \(declare a number from 1 to 12\)]
29 redo
#? []
30 stay
#? []
31 status
#? [P2 white play \(place W4 anywhere\)]
32 P1 play h6
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
33 play h11
#? [? h11 is occupied]
34 play h6
#? []
35 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
36 P2 offer g7 g5
#? [? it is P1's turn, not P2's.*]
37 offer g7
#? [? offer exactly 2 stones, not 1]
38 offer g7 g5 g4
#? [? offer exactly 2 stones, not 3]
39 offer g12 i12
#? [? g12 and i12 are symmetric]
40 offer g7 g7
#? [? g7 is offered twice]
41 offer h9 g7
#? [? h9 is occupied]
42 offer g7 g5
