1 new renju-yamaguchi
#? [.*]
#? []
43 board
#? [!.*\*.*]
44 status
#? [P2 white play\|pass \(place a white stone\)]
45 undo
#? []
46 undo
#? []
47 undo
#? []
48 undo
#? []
49 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
50 undo
#? []
51 status
#? [P1 black declare \(declare a number from 1 to 12\)]
52 redo
#? []
53 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
54 undo
#? []
55 P1 declare 1
#? []
56 P2 swap
