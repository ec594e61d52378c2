1 new gomoku-one-swap
#? [.*]
#? [? play is not expected now: P2 white must swap colours or stay white]
15 P2 offer f6 d4
#? [? offer is not expected now: .*]
16 P2 swap
#? []
17 status
#? [P1 white play\|pass \(place a white stone\)]
18 history
#? [1\. P1 play e5\n2\. P2 swap]
19 P2 play f6
#? [? it is P1's turn, not P2's \(P1 white must place a white stone\)]
20 P1 play f6
#? []
21 status
#? [P2 black play\|pass \(place a black stone\)]
22 undo
#? []
23 undo
#? []
24 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
25 redo
#? []
26 status
#? [P1 white play\|pass \(place a white stone\)]
27 undo
#? []
28 P2 stay
