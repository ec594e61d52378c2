1 new gomoku-swap
#? [.*]
#? []
15 board
#? [.*15  \. \. \. \. \. \. \. \. \. \. \. \. \. \. O 15.* 8  \. \. \. \. \. \. \.\[X\]\. .* 1  X \. .*]
16 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
17 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
18 P1 stay
#? [? it is P2's turn, not P1's .*]
19 P2 play h9
#? [? play is not expected now: P2 white must swap colours or stay white]
20 P2 declare 2
#? [? declare is not expected now: .*]
21 P2 offer h9 h7
#? [? offer is not expected now: .*]
22 P2 choose h9
#? [? choose is not expected now: .*]
23 P2 swap
#? []
24 status
#? [P1 white play\|pass \(place a white stone\)]
25 history
#? [1\. P1 play a1\n2\. P1 play o15\n3\. P1 play h8\n4\. P2 swap]
26 P2 play h9
#? [? it is P1's turn, not P2's \(P1 white must place a white stone\)]
27 P1 play h9
#? []
28 status
