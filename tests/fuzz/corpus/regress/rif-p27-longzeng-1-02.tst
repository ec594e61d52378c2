1 new rif-p27-longzeng-1
#? [.*]
#? [\? offer exactly 2 stones, not 3]
29 offer g12 h14
#? [\? h14 is occupied]
30 offer g12 k4
#? []
31 board
#? [.*\n12  \. \. \. \. \. \. \* \. .*\n.*\n 4  \. \. \. \. \. \. \. \. \. \. \* \. .*]
32 status
#? [P2 white choose \(choose one of the offered stones: g12 k4\)]
33 P1 choose k4
#? [\? it is P2's turn, not P1's \(P2 white must choose one of the offered stones: g12 k4\)]
34 choose i12
#? [\? i12 was not offered]
35 choose k4
#? []
36 status
#? [P2 white play\|pass \(place a white stone\)]
37 undo
#? []
38 status
#? [P2 white choose \(choose one of the offered stones: g12 k4\)]
39 redo
#? []
40 status
#? [P2 white play\|pass \(place a white stone\)]
41 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h13\n4\. P2 stay\n5\. P2 play h14\n6\. P1 offer g12 k4\n7\. P2 choose k4]
42 P1 play a14
