1 new rif-p06-taimla
#? [.*]
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
111 swap
#? []
112 status
#? [P2 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
113 undo
#? []
114 stay
#? []
115 status
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
116 P2 offer g7 g6 g5
#? [? it is P1's turn, not P2's.*]
117 offer g7 g6
#? [? offer exactly 3 stones, not 2]
118 offer g7 g6 g5 g4
#? [? offer exactly 3 stones, not 4]
119 offer g7 g6 i6
#? [? g6 and i6 are symmetric]
120 offer g7 g6 h11
#? [? h11 is occupied]
121 reject
#? [? reject is not expected now.*]
122 offer g7 g6 g5
#? []
123 board
#? [.*\n 7  \. \. \. \. \. \. \* .*\n 6  \. \. \. \. \. \. \* .*\n 5  \. \. \. \. \. \. \* .*]
124 status
