1 new rif-p29-soosorv
#? [.*]
#? [P1 black swap\|stay \(swap colours or stay black\)]
29 redo
#? []
30 status
#? [P2 black offer \(offer 4 candidate black stones \(B5\) anywhere\)]
31 P1 offer g12 k4 b2 n13
#? [\? it is P2's turn, not P1's \(P2 black must offer 4 candidate black stones \(B5\) anywhere\)]
32 offer g12 i12 k4 b2
#? [\? g12 and i12 are symmetric]
33 offer g12 k4 b2
#? [\? offer exactly 4 stones, not 3]
34 offer g12 k4 b2 n13 c3
#? [\? offer exactly 4 stones, not 5]
35 offer g12 k4 b2 h11
#? [\? h11 is occupied]
36 offer g12 k4 b2 n13
#? []
37 board
#? [.*\n13  \. \. \. \. \. \. \. \. \. \. \. \. \. \* \. 13\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*\n.*\n 2  \. \* \. .*]
38 status
#? [P1 white choose \(choose one of the offered stones: g12 k4 b2 n13\)]
39 P2 choose b2
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: g12 k4 b2 n13\)]
40 choose c3
#? [\? c3 was not offered]
41 choose b2
#? []
42 status
