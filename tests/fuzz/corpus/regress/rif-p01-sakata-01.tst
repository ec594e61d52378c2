1 new rif-p01-sakata
#? [.*]
#? [? declare is not expected now: P1 black must place B3 in the central 5x5]
15 play j10
#? []
16 opening
#? [D3 Sosei 疏星]
17 status
#? [P2 white play \(place W4 in the central 7x7\)]
18 P1 play k11
#? [? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
19 play l12
#? [? W4 must be in the central 7x7]
20 stay
#? [? stay is not expected now: P2 white must place W4 in the central 7x7]
21 play k11
#? []
22 status
#? [P2 white play \(place B5 in the central 9x9\)]
23 play m13
#? [? B5 must be in the central 9x9]
24 play a1
#? [? B5 must be in the central 9x9]
25 offer d4 e5
#? [? offer is not expected now: P2 white must place B5 in the central 9x9]
26 play d4
#? []
27 board
#? [.*\n 5  \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.  5\n 4  \. \. \.\[X\]\. \. \. \. \. \. \. \. \. \. \.  4\n.*]
28 history
