1 new rif-p12-nokhrin
#? [.*]
#? [? B3 must be in the central 5x5]
15 play j10
#? []
16 status
#? [P2 white play \(place W4 in the central 5x5\)]
17 play e5
#? [? W4 must be in the central 5x5]
18 move j10 j9
#? [? move is not expected now: P2 white must place W4 in the central 5x5]
19 play f6
#? []
20 status
#? [P1 black play \(place B5 in the central 5x5\)]
21 P2 play g7
#? [? it is P1's turn, not P2's \(P1 black must place B5 in the central 5x5\)]
22 play g11
#? [? B5 must be in the central 5x5]
23 play g7
#? []
24 status
#? [P2 white play\|move \(play W6, or move stone 3, 4 or 5 within the 5x5\)]
25 P1 move g7 g6
#? [? it is P2's turn, not P1's.*]
26 swap
#? [? swap is not expected now: P2 must choose play W6, or move stone 3, 4 or 5 within the 5x5]
27 stay
#? [? stay is not expected now: P2 must choose play W6, or move stone 3, 4 or 5 within the 5x5]
28 move h8 h7
