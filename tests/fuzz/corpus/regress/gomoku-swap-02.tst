1 new gomoku-swap
#? [.*]
#? [P2 black play\|pass \(place a black stone\)]
29 undo
#? []
30 status
#? [P1 white play\|pass \(place a white stone\)]
31 undo
#? []
32 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
33 redo
#? []
34 status
#? [P1 white play\|pass \(place a white stone\)]
35 undo
#? []
36 P2 stay
#? []
37 status
#? [P2 white play\|pass \(place a white stone\)]
38 redo
#? [? nothing to redo]
39 history
#? [1\. P1 play a1\n2\. P1 play o15\n3\. P1 play h8\n4\. P2 stay]
40 P1 play h9
#? [? it is P2's turn, not P1's \(P2 white must place a white stone\)]
41 P2 play h9
#? []
42 status
