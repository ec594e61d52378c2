1 new rif-p23-cc-tsai-5swap
#? [.*]
#? [P1 white play \(place W2 in the central 7x7\)]
15 history
#? [1\. P1 play g7\n2\. P2 swap]
16 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 white must place W2 in the central 7x7\)]
17 play g7
#? [\? g7 is occupied]
18 play e4
#? [\? W2 must be in the central 7x7]
19 play h8
#? []
20 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
21 P2 play j9
#? [\? play is not expected now: P2 black must swap colours or stay black]
22 P1 stay
#? [\? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
23 stay
#? []
24 status
#? [P2 black play \(place B3 in the central 7x7\)]
25 P1 play j9
#? [\? it is P2's turn, not P1's \(P2 black must place B3 in the central 7x7\)]
26 play k12
#? [\? B3 must be in the central 7x7]
27 play j9
#? []
28 status
