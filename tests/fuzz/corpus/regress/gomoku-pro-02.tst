1 new gomoku-pro
#? [.*]
#? []
29 board
#? [.* 8  \. \. \. \. \. \. \. X \. \.\[X\]\. \. \. \.  8.*]
30 history
#? [1\. P1 play h8\n2\. P2 play o15\n3\. P1 play k8]
31 status
#? [P2 white play\|pass \(place a white stone\)]
32 undo
#? []
33 status
#? [P1 black play \(place B3 outside the central 5x5\)]
34 redo
#? []
35 status
#? [P2 white play\|pass \(place a white stone\)]
36 redo
#? [? nothing to redo]
37 P1 play i9
#? [? it is P2's turn, not P1's .*]
38 P2 play a1
#? []
39 status
#? [P1 black play\|pass \(place a black stone\)]
40 P1 play j8
#? []
41 play a15 l8 o1 m8 c13
#? []
42 P1 play i8
