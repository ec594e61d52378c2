1 new rif-p19-samsone
#? [.*]
#? [P1 white play \(place W5 in the central 9x9\)]
29 undo
#? []
30 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
31 stay
#? []
32 status
#? [P2 white play \(place W5 in the central 9x9\)]
33 P1 play i11
#? [\? it is P2's turn, not P1's \(P2 white must place W5 in the central 9x9\)]
34 play m13
#? [\? W5 must be in the central 9x9]
35 play j10
#? [\? j10 is occupied]
36 play l12
#? []
37 status
#? [P1 black play \(place 2 black stones anywhere \(0 placed\)\)]
38 P2 play a1
#? [\? it is P1's turn, not P2's \(P1 black must place 2 black stones anywhere \(0 placed\)\)]
39 play j10
#? [\? j10 is occupied]
40 play a1 a1
#? [\? a1 is occupied]
41 play a1 a2 a3
#? [\? play is not expected now: P2 white must swap colours or stay white]
42 status
