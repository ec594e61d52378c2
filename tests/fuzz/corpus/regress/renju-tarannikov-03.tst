1 new renju-tarannikov
#? [.*]
#? [P1 black play \(place B5 in the central 9x9\)]
43 P2 play d4
#? [? it is P1's turn, not P2's \(P1 black must place B5 in the central 9x9\)]
44 P1 play m13
#? [? B5 must be in the central 9x9]
45 P1 play c8
#? [? B5 must be in the central 9x9]
46 P1 swap
#? [? swap is not expected now: P1 black must place B5 in the central 9x9]
47 P1 play d4
#? []
48 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
49 P1 stay
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
50 P2 play a1
#? [? play is not expected now: P2 white must swap colours or stay white]
51 P2 swap
#? []
52 status
#? [P1 white play\|pass \(place a white stone\)]
53 history
#? [1\. P1 play h8\n2\. P2 swap\n3\. P1 play i9\n4\. P2 stay\n5\. P2 play j10\n6\. P1 swap\n7\. P2 play e11\n8\. P1 stay\n9\. P1 play d4\n10\. P2 swap]
54 P2 play a1
#? [? it is P1's turn, not P2's \(P1 white must place a white stone\)]
55 P1 swap
#? [? swap is not .*]
56 undo
