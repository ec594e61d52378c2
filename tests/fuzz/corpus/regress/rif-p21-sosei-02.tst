1 new rif-p21-sosei
#? [.*]
#? [P1 black play \(place B5 in the central 9x9\)]
29 P2 play e5
#? [\? it is P1's turn, not P2's \(P1 black must place B5 in the central 9x9\)]
30 play c3
#? [\? B5 must be in the central 9x9]
31 play e5
#? []
32 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
33 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
34 play a1
#? [\? play is not expected now: P2 white must swap colours or stay white]
35 swap
#? []
36 status
#? [P1 white play\|pass \(place a white stone\)]
37 undo
#? []
38 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
39 redo
#? []
40 status
#? [P1 white play\|pass \(place a white stone\)]
41 history
#? [1\. P1 play h8\n2\. P2 play j10\n3\. P1 play l12\n4\. P2 stay\n5\. P2 play g6\n6\. P1 play e5\n7\. P2 swap]
42 P2 play a14
