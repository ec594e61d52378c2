1 new rif-p10-karepa
#? [.*]
#? [.*\n15  \. \. .* X 15\n.*\n 8  \. \. \. \. \. \. \.\[O\]\. .*\n.*\n 1  X \. .*]
15 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
16 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
17 play h9
#? [? play is not expected now: P2 white must swap colours or stay white]
18 offer h9 h10
#? [? offer is not expected now: P2 white must swap colours or stay white]
19 swap
#? []
20 status
#? [P1 white play\|pass \(place a white stone\)]
21 history
#? [1\. P1 play a1\n2\. P1 play o15\n3\. P1 play h8\n4\. P2 swap]
22 undo
#? []
23 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
24 redo
#? []
25 status
#? [P1 white play\|pass \(place a white stone\)]
26 swap
#? [? swap is not .*]
27 play b14
#? []
28 play b2
