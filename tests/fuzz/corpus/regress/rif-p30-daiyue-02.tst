1 new rif-p30-daiyue
#? [.*]
#? [P2 white choose \(choose one of the offered stones: g12 k4\)]
29 P1 choose k4
#? [\? it is P2's turn, not P1's \(P2 white must choose one of the offered stones: g12 k4\)]
30 choose c3
#? [\? c3 was not offered]
31 choose k4
#? []
32 status
#? [P2 white play\|pass \(place a white stone\)]
33 board
#? [.*\n12  \. \. \. \. \. \. \. \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \.\[X\]\. .*]
34 undo
#? []
35 status
#? [P2 white choose \(choose one of the offered stones: g12 k4\)]
36 undo
#? []
37 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
38 redo
#? []
39 redo
#? []
40 status
#? [P2 white play\|pass \(place a white stone\)]
41 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10\n4\. P2 play h11\n5\. P2 offer g12 k4\n6\. P1 stay\n7\. P2 choose k4]
42 P1 play a14
