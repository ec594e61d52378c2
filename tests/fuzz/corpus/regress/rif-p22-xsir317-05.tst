1 new rif-p22-xsir317
#? [.*]
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
71 board
#? [.*\n11  \. \. \. \. \. \. \.\[O\]\. .*\n 6  \. \. \. \. \. \. \. \. \. .*]
72 P2 offer g12 k4 b2
#? [\? it is P1's turn, not P2's \(P1 black must offer 3 candidate black stones \(B5\) anywhere\)]
73 offer g12 i12 k4
#? [\? g12 and i12 are symmetric]
74 offer g12 k4
#? [\? offer exactly 3 stones, not 2]
75 offer g12 k4 b2 c2
#? [\? offer exactly 3 stones, not 4]
76 offer g12 k4 h11
#? [\? h11 is occupied]
77 offer g12 k4 b2
#? []
78 board
#? [.*\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*\n.*\n 2  \. \* \. .*]
79 status
#? [P2 white choose \(choose one of the offered stones: g12 k4 b2\)]
80 P1 choose k4
#? [\? it is P2's turn, not P1's \(P2 white must choose one of the offered stones: g12 k4 b2\)]
81 choose i12
#? [\? i12 was not offered]
82 choose k4
#? []
83 status
#? [P2 white play\|pass \(place a white stone\)]
84 undo
