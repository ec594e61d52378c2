1 new gomoku-freestyle
#? []
2 status
#? [P1 black play\|pass.*]
3 play a1
#? []
4 status
#? [P2 white play\|pass.*]
5 play a1
#? [? a1 is occupied]
6 play p1
#? [? p1 is off the board.*]
7 swap
#? [? .*not expected now.*]
8 play h8 h9 i8 i9 j8 j9 k8 k9
#? []
9 result
#? [ongoing]
10 play l8
#? []
11 result
#? [white wins \(five\)]
12 play m8
#? [? the game is over.*]
13 undo
#? []
14 result
