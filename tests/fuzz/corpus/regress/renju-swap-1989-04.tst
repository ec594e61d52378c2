1 new renju-swap-1989
#? [.*]
#? [P1 white choose \(choose one of the offered stones: g10 j11\)]
57 undo
#? []
58 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
59 board
#? [!.*\*.*]
60 redo
#? []
61 redo
#? []
62 status
#? [P1 white play\|pass \(place a white stone\)]
63 undo
#? []
64 undo
#? []
65 undo
#? []
66 undo
#? []
67 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
68 P2 stay
#? []
69 status
#? [P2 white play \(place W4 anywhere\)]
70 P1 play h11
