1 new dual-board
#? [.*]
#? [P1 black play\|pass .*2 stones left.*]
29 undo
#? []
30 status
#? [P2 white play\|end \(place white: 1 stone left in the turn, or end the turn\)]
31 undo
#? []
32 status
#? [P2 white play\|pass .*2 stones left.*]
33 redo
#? []
34 redo
#? []
35 redo
#? []
36 status
#? [P1 black play\|end .*]
37 P1 play 2:c1 2:c2
#? [? 2:c2: P1's turn is over after 2:c1; play the next turn on its own]
38 P2 play 2:c1
#? [? it is P1's turn, not P2's .*]
39 history
#? [1\. P1 play 2:j10\n2\. P2 play 1:a1\n3\. P2 play 1:a2\n4\. P1 play 2:a1]
