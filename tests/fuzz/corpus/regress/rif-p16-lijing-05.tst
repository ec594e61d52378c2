1 new rif-p16-lijing
#? [.*]
#? [black wins \(five\)]
71 status
#? [over: black wins \(five\)]
72 new rif-p16-lijing
#? []
73 play h8 h9 h10
#? []
74 opening
#? [D1 Kansei 寒星]
75 stay
#? []
76 status
#? [P2 white offer \(offer 2 candidate white stones \(W4\) in the central 9x9\)]
77 offer g11 i11
#? [\? g11 and i11 are symmetric]
78 offer h11 h7
#? [\? h11 and h7 are symmetric]
79 offer g10 i10
#? [\? g10 and i10 are symmetric]
80 offer h11 h6
#? []
81 board
#? [.*\n11  \. \. \. \. \. \. \. \* \. .*\n 6  \. \. \. \. \. \. \. \* \. .*]
82 undo
#? []
83 board
#? [!.*\*.*]
84 status
