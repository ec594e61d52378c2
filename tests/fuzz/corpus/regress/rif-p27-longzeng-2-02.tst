1 new rif-p27-longzeng-2
#? [.*]
#? [\? offer exactly 2 stones, not 1]
29 offer g12 k4 b2
#? [\? offer exactly 2 stones, not 3]
30 offer g12 h14
#? [\? h14 is occupied]
31 offer g12 k4
#? []
32 board
#? [.*\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*]
33 status
#? [P2 white choose \(choose one of the offered stones: g12 k4\)]
34 P1 choose k4
#? [\? it is P2's turn, not P1's \(P2 white must choose one of the offered stones: g12 k4\)]
35 choose i12
#? [\? i12 was not offered]
36 choose k4
#? []
37 status
#? [P2 white play\|pass \(place a white stone\)]
38 undo
#? []
39 status
#? [P2 white choose \(choose one of the offered stones: g12 k4\)]
40 redo
#? []
41 status
#? [P2 white play\|pass \(place a white stone\)]
42 history
