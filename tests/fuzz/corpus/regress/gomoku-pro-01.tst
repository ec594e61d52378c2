1 new gomoku-pro
#? [.*]
#? [P1 black play \(place B1 at the centre\)]
15 play h8
#? []
16 status
#? [P2 white play \(place W2 anywhere\)]
17 P1 play o15
#? [? it is P2's turn, not P1's \(P2 white must place W2 anywhere\)]
18 P2 play h8
#? [? h8 is occupied]
19 P2 swap
#? [? swap is not expected now: .*]
20 P2 play o15
#? []
21 status
#? [P1 black play \(place B3 outside the central 5x5\)]
22 P2 play k8
#? [? it is P1's turn, not P2's \(P1 black must place B3 outside the central 5x5\)]
23 P1 play i9
#? [? B3 must be outside the central 5x5]
24 P1 play j10
#? [? B3 must be outside the central 5x5]
25 P1 play f6
#? [? B3 must be outside the central 5x5]
26 P1 play h6
#? [? B3 must be outside the central 5x5]
27 P1 declare 2
#? [? declare is not expected now: .*]
28 P1 play k8
