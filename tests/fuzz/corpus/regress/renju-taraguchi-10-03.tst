1 new renju-taraguchi-10
#? [.*]
#? [? offer exactly 10 stones, not 9]
43 P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2
#? [? offer exactly 10 stones, not 11]
44 P2 offer a1 b1 c1 d1 e1 f1 g1 i1 a2 b2
#? [? g1 and i1 are symmetric]
45 P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 h11
#? [? h11 is occupied]
46 P2 offer a1 b1 c1 d1 e1 f1 g1 h1 a2 b2
#? []
47 board
#? [.* 2  \* \* \. .* 1  \* \* \* \* \* \* \* \* \. .*]
48 status
#? [P1 white choose \(choose one of the offered stones: a1 b1 c1 d1 e1 f1 g1 h1 a2 b2\)]
49 P2 choose h1
#? [? it is P1's turn, not P2's .*]
50 P1 swap
#? [? swap is not expected now: .*]
51 P1 choose i1
#? [? i1 was not offered]
52 P1 choose h1
#? []
53 board
#? [!.*\*.*]
54 status
#? [P1 white play\|pass \(place a white stone\)]
55 P1 swap
#? [? swap is not .*]
56 history
