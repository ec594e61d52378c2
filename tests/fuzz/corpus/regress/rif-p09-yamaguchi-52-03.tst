1 new rif-p09-yamaguchi-52
#? [.*]
#? []
43 board
#? [.*\n 7  \. \. \. \. \. \. \* \. .*\n 5  \. \. \. \. \. \. \* \. .*]
44 status
#? [P2 white choose \(choose one of the offered stones: g7 g5\)]
45 P1 choose g7
#? [? it is P2's turn, not P1's.*]
46 choose i7
#? [? i7 was not offered]
47 choose g5
#? []
48 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h11\n4\. P1 declare 2\n5\. P2 stay\n6\. P2 play h6\n7\. P1 offer g7 g5\n8\. P2 choose g5]
49 undo
#? []
50 status
#? [P2 white choose \(choose one of the offered stones: g7 g5\)]
51 redo
#? []
52 status
#? [P2 white play\|pass \(place a white stone\)]
53 swap
#? [? swap is not .*]
54 play b14
#? []
55 play b2
#? []
56 play d14
