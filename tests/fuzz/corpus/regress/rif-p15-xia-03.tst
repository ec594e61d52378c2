1 new rif-p15-xia
#? [.*]
#? [? it is P2's turn, not P1's.*]
43 choose j6
#? [? j6 was not offered]
44 choose h6
#? []
45 status
#? [P2 white play\|pass \(place a white stone\)]
46 history
#? [1\. P1 play i9\n2\. P1 play i10\n3\. P1 play i11\n4\. P2 swap\n5\. P1 play i13\n6\. P1 declare 2\n7\. P2 swap\n8\. P1 offer h7 h6\n9\. P2 choose h6]
47 undo
#? []
48 status
#? [P2 white choose \(choose one of the offered stones: h7 h6\)]
49 redo
#? []
50 play c13
#? []
51 play m5
#? []
52 play d13
#? []
53 play n5
#? []
54 play e15
#? []
55 play o7
#? []
56 play e14
