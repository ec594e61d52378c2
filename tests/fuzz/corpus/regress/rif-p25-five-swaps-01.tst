1 new rif-p25-five-swaps
#? [.*]
#? []
15 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
16 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
17 swap
#? []
18 status
#? [P2 black play \(place B3 anywhere\)]
19 history
#? [1\. P1 play e5\n2\. P2 stay\n3\. P2 play o15\n4\. P1 swap]
20 P1 play a1
#? [\? it is P2's turn, not P1's \(P2 black must place B3 anywhere\)]
21 play a1
#? []
22 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
23 swap
#? []
24 status
#? [P2 white play \(place W4 anywhere\)]
25 undo
#? []
26 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
27 redo
#? []
28 status
