1 new renju-tarannikov
#? [.*]
#? [? it is P1's turn, not P2's \(P1 white must place W2 in the central 3x3\)]
15 P1 play j10
#? [? W2 must be in the central 3x3]
16 P1 stay
#? [? stay is not expected now: P1 white must place W2 in the central 3x3]
17 P1 play i9
#? []
18 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
19 P1 stay
#? [? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
20 P2 play j10
#? [? play is not expected now: P2 black must swap colours or stay black]
21 P2 stay
#? []
22 status
#? [P2 black play \(place B3 in the central 5x5\)]
23 P1 play j10
#? [? it is P2's turn, not P1's \(P2 black must place B3 in the central 5x5\)]
24 P2 play k11
#? [? B3 must be in the central 5x5]
25 P2 swap
#? [? swap is not expected now: P2 black must place B3 in the central 5x5]
26 P2 play j10
#? []
27 opening
#? [I1 Chosei 长星]
28 status
