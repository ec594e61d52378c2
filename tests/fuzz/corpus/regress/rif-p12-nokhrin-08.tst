1 new rif-p12-nokhrin
#? [.*]
#? [(black|white) wins \(.*\)|draw \(.*\)]
111 ai off
#? []
112 new rif-p12-nokhrin
#? []
113 play h8 h9 j10 f6 g7
#? []
114 move f6 g6
#? []
115 move g6 f6
#? [? stone 4 has moved already]
116 move j10 i10
#? []
117 status
#? [P2 white play\|swap \(.*\)]
118 undo
#? []
119 status
#? [P1 black play\|stay\|move \(.*\)]
120 board
#? [.*\n10  \. \. \. \. \. \. \. \. \. X .*]
