1 new rif-p02-yamaguchi
#? [.*]
#? []
43 board
#? [.*\n 7  \. \. \. \. \. \. \* \. \. \. \. \. \. \. \.  7\n 6  \. \. \. \. \. \. \* \. \. \. \. \. \. \. \.  6\n.*]
44 history
#? [(.*\n)*7\. P1 offer g7 g6]
45 status
#? [P2 white choose \(choose one of the offered stones: g7 g6\)]
46 P1 choose g7
#? [? it is P2's turn, not P1's.*]
47 choose g5
#? [? g5 was not offered]
48 play g5
#? [? play is not expected now: P2 white must choose one of the offered stones: g7 g6]
49 choose g6
#? []
50 board
#? [.*\n 7  \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.  7\n 6  \. \. \. \. \. \.\[X\]\. \. \. \. \. \. \. \.  6\n.*]
51 undo
#? []
52 status
#? [P2 white choose \(choose one of the offered stones: g7 g6\)]
53 undo
#? []
54 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
55 board
#? [!.*\*.*]
56 redo
