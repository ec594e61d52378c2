1 new renju-taraguchi-10
#? [.*]
#? []
15 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
16 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
17 P1 play h10
#? [? play is not expected now: P1 black must swap colours or stay black]
18 P1 swap
#? []
19 status
#? [P2 black play \(place B3 in the central 5x5\)]
20 P1 play h10
#? [? it is P2's turn, not P1's \(P2 black must place B3 in the central 5x5\)]
21 P2 play k8
#? [? B3 must be in the central 5x5]
22 P2 swap
#? [? swap is not expected now: P2 black must place B3 in the central 5x5]
23 P2 play h10
#? []
24 opening
#? [D1 Kansei 寒星]
25 status
#? [P1 white swap\|stay \(swap colours or stay white\)]
26 P2 stay
#? [? it is P1's turn, not P2's \(P1 white must swap colours or stay white\)]
27 P1 play h11
#? [? play is not expected now: P1 white must swap colours or stay white]
28 P1 stay
