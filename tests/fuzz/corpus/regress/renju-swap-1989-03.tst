1 new renju-swap-1989
#? [.*]
#? []
43 board
#? [.*11  \. \. \. \. \. \. \.\[O\]\. \* \. .*10  \. \. \. \. \. \. \* X \. \. \. .*]
44 history
#? [1\. P1 play h8\n2\. P2 play h9\n3\. P1 play h10\n4\. P2 swap\n5\. P1 play h11\n6\. P2 offer g10 j11]
45 status
#? [P1 white choose \(choose one of the offered stones: g10 j11\)]
46 P2 choose g10
#? [? it is P1's turn, not P2's \(P1 white must choose one of the offered stones: g10 j11\)]
47 P1 offer g10 j11
#? [? offer is not expected now: .*]
48 P1 swap
#? [? swap is not expected now: .*]
49 P1 choose i10
#? [? i10 was not offered]
50 P1 choose h11
#? [? h11 was not offered]
51 P1 choose j11
#? []
52 board
#? [.*11  \. \. \. \. \. \. \. O \.\[X\]\. .*10  \. \. \. \. \. \. \. X \. \. \. .*]
53 status
#? [P1 white play\|pass \(place a white stone\)]
54 history
#? [.*\n6\. P2 offer g10 j11\n7\. P1 choose j11]
55 undo
#? []
56 status
