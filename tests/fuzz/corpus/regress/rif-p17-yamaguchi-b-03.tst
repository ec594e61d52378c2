1 new rif-p17-yamaguchi-b
#? [.*]
#? [\? k5 is offered twice]
43 play g10
#? [\? play is not expected now: P1 black must offer 3 candidate black stones \(B5\) anywhere]
44 offer g10 k5 a1
#? []
45 board
#? [.*\n10  \. \. \. \. \. \. \* \. \. \. \. \. \. \. \. 10\n.*\n 5  \. \. \. \. \. \. \. \. \. \. \* \. .*\n 1  \* \. .*]
46 status
#? [P2 white choose \(choose one of the offered stones: g10 k5 a1\)]
47 P1 choose a1
#? [\? it is P2's turn, not P1's \(P2 white must choose one of the offered stones: g10 k5 a1\)]
48 choose i10
#? [\? i10 was not offered]
49 choose h12
#? [\? h12 was not offered]
50 choose a1
#? []
51 status
#? [P2 white play\|pass \(place a white stone\)]
52 undo
#? []
53 status
#? [P2 white choose \(choose one of the offered stones: g10 k5 a1\)]
54 redo
#? []
55 status
#? [P2 white play\|pass \(place a white stone\)]
56 board
