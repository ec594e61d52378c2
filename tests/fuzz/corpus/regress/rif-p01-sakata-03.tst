1 new rif-p01-sakata
#? [.*]
#? []
43 swap
#? []
44 status
#? [P1 white play\|pass \(place a white stone\)]
45 history
#? [(.*\n)*5\. P2 play d4\n6\. P1 swap]
46 undo
#? []
47 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
48 redo
#? []
49 status
#? [P1 white play\|pass \(place a white stone\)]
50 play b14
#? []
51 status
#? [P2 black play\|pass \(place a black stone\)]
52 play b2
#? []
53 play d14
#? []
54 play c2
#? []
55 play f14
#? []
56 play d2
