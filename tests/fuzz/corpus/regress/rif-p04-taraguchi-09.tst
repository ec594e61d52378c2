1 new rif-p04-taraguchi
#? [.*]
#? [P1 white swap\|stay \(swap colours or stay white\)]
124 swap
#? []
125 status
#? [P2 white play\|pass \(place a white stone\)]
126 undo
#? []
127 undo
#? []
128 undo
#? []
129 status
#? [P1 black swap\|stay\|offer \(.*\)]
