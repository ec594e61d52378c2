1 new rif-p11-nadezhdin
#? [.*]
#? []
15 status
#? [P2 white play \(place W4 in the central 7x7\)]
16 P1 play f6
#? [? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
17 play b2
#? [? W4 must be in the central 7x7]
18 play d8
#? [? W4 must be in the central 7x7]
19 declare 1
#? [? declare is not expected now: P2 white must place W4 in the central 7x7]
20 play e5
#? []
21 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
22 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
23 play l12
#? [? play is not expected now: P1 black must swap colours or stay black]
24 stay
#? []
25 status
#? [P1 black play \(place B5 in the central 9x9\)]
26 undo
#? []
27 swap
#? []
28 status
