1 new rif-p01-sakata
#? [.*]
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play j10\n4\. P2 play k11\n5\. P2 play d4]
29 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
30 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
31 play e5
#? [? play is not expected now: P1 black must swap colours or stay black]
32 declare 1
#? [? declare is not expected now: P1 black must swap colours or stay black]
33 stay
#? []
34 status
#? [P2 white play\|pass \(place a white stone\)]
35 P1 play e5
#? [? it is P2's turn, not P1's.*]
36 swap
#? [? swap is not .*]
37 undo
#? []
38 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
39 redo
#? []
40 status
#? [P2 white play\|pass \(place a white stone\)]
41 history
#? [(.*\n)*6\. P1 stay]
42 undo
