1 new rif-p19-samsone
#? [.*]
#? [P1 black play \(place 2 black stones anywhere \(0 placed\)\)]
43 play a1
#? []
44 status
#? [P1 black play \(place B7 anywhere\)]
45 play b1
#? []
46 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
47 board
#? [.*\n 1  X\[X\]\. .*]
48 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
49 play o15
#? [\? play is not expected now: P2 white must swap colours or stay white]
50 swap
#? []
51 status
#? [P1 white play\|pass \(place a white stone\)]
52 undo
#? []
53 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
54 redo
#? []
55 status
#? [P1 white play\|pass \(place a white stone\)]
56 history
