1 new rif-p04-taraguchi
#? [.*]
#? [? it is P2's turn, not P1's.*]
43 declare 5
#? [? declare is not expected now.*]
44 choose g7
#? [? choose is not expected now.*]
45 offer g7 g6 g5 g4
#? [? offer exactly 5 stones, not 4]
46 offer g7 g6 g5 g4 g3 g2
#? [? offer exactly 5 stones, not 6]
47 offer g7 g6 g5 g4 i4
#? [? g4 and i4 are symmetric]
48 offer g7 g6 g5 g4 h10
#? [? h10 is occupied]
49 offer g7 g6 g5 g4 g4
#? [? g4 is offered twice]
50 offer g7 g6 g5 g4 a15
#? []
51 board
#? [.*\n15  \* \. \. .*\n 7  \. \. \. \. \. \. \* .*\n 4  \. \. \. \. \. \. \* .*]
52 status
#? [P1 white choose \(choose one of the offered stones: g7 g6 g5 g4 a15\)]
53 P2 choose g7
#? [? it is P1's turn, not P2's.*]
54 choose i4
#? [? i4 was not offered]
55 swap
#? [? swap is not expected now.*]
56 choose a15
