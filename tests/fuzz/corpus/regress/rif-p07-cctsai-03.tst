1 new rif-p07-cctsai
#? [.*]
#? [? play is not expected now: P1 black must swap colours or stay black]
43 swap
#? []
44 status
#? [P1 white play\|pass \(place a white stone\)]
45 history
#? [(.*\n)*5\. P1 play a15\n6\. P2 play c3\n7\. P2 play d4\n8\. P1 swap]
46 undo
#? []
47 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
48 redo
#? []
49 status
#? [P1 white play\|pass \(place a white stone\)]
50 undo
#? []
51 stay
#? []
52 status
#? [P2 white play\|pass \(place a white stone\)]
53 board
#? [.*\n 4  \. \. \.\[X\]\. .*\n 3  \. \. O \. .*]
54 play b14
#? []
55 play b2
#? []
56 play c14
