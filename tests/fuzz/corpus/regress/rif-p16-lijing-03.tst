1 new rif-p16-lijing
#? [.*]
#? [\? i9 is offered twice]
43 offer g7 i9
#? []
44 board
#? [.*\n10  \. \. \. \. \. \. \. \* \*\[X\]\. \. \. \. \. 10\n 9  \. \. \. \. \. \. \. O \* \. .*\n 7  \. \. \. \. \. \. \* \. \. .*]
45 status
#? [P1 white choose \(choose one of the offered stones: h10 i10\)]
46 P2 choose h10
#? [\? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: h10 i10\)]
47 choose i9
#? [\? i9 was not offered]
48 choose a1
#? [\? a1 was not offered]
49 choose i10
#? []
50 status
#? [P1 white choose \(choose one of the offered stones: g7 i9\)]
51 choose h10
#? [\? h10 was not offered]
52 undo
#? []
53 status
#? [P1 white choose \(choose one of the offered stones: h10 i10\)]
54 board
#? [.*\n10  \. \. \. \. \. \. \. \* \*\[X\]\. .*]
55 redo
#? []
56 status
