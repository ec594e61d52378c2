1 new rif-p26-eriksson
#? [.*]
#? [\? it is P2's turn, not P1's \(P2 black must offer 3 candidate black stones \(B5\) anywhere\)]
29 offer g12 i12 k4
#? [\? g12 and i12 are symmetric]
30 offer g12 k4
#? [\? offer exactly 3 stones, not 2]
31 offer g12 k4 b2 c2
#? [\? offer exactly 3 stones, not 4]
32 offer g12 k4 h11
#? [\? h11 is occupied]
33 offer g12 k4 b2
#? []
34 board
#? [.*\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*\n.*\n 2  \. \* \. .*]
35 status
#? [P1 white choose \(choose one of the offered stones: g12 k4 b2\)]
36 P2 choose k4
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: g12 k4 b2\)]
37 choose c2
#? [\? c2 was not offered]
38 choose k4
#? []
39 status
#? [P1 white play\|pass \(place a white stone\)]
40 undo
#? []
41 status
#? [P1 white choose \(choose one of the offered stones: g12 k4 b2\)]
42 redo
