1 new renju-rif
#? [.*]
#? [? j11 is offered twice]
43 P2 offer h9 j11
#? [? h9 is occupied]
44 P2 offer g10 j11
#? []
45 board
#? [.*11  \. \. \. \. \. \. \.\[O\]\. \* \. .*10  \. \. \. \. \. \. \* X \. \. \. .*]
46 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 swap\n5\. P1 play h11\n6\. P2 offer g10 j11]
47 status
#? [P1 white choose \(choose one of the offered stones: g10 j11\)]
48 P2 choose g10
#? [? it is P1's turn, not P2's .*]
49 P1 offer e5 f6
#? [? offer is not expected now: P1 white must choose one of the offered stones: g10 j11]
50 P1 stay
#? [? stay is not expected now: .*]
51 P1 choose i10
#? [? i10 was not offered]
52 P1 choose g10
#? []
53 board
#? [.*11  \. \. \. \. \. \. \. O \. \. \. .*10  \. \. \. \. \. \.\[X\]X \. \. \. .*]
54 status
#? [P1 white play\|pass \(place a white stone\)]
55 undo
#? []
56 status
