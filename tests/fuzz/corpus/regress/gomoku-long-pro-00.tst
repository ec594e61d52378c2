1 new gomoku-long-pro
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play i9
#? [? B1 must be at the centre]
5 swap
#? [? swap is not expected now: .*]
6 offer a1 a2
#? [? offer is not expected now: .*]
7 P1 play h8
#? []
8 status
#? [P2 white play \(place W2 anywhere\)]
9 P1 play g7
#? [? it is P2's turn, not P1's \(P2 white must place W2 anywhere\)]
10 P2 stay
#? [? stay is not expected now: .*]
11 P2 play g7
#? []
12 status
#? [P1 black play \(place B3 outside the central 7x7\)]
13 P2 play d4
#? [? it is P1's turn, not P2's \(P1 black must place B3 outside the central 7x7\)]
14 P1 play k8
