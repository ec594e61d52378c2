1 new rif-p18-miknl
#? [.*]
#? [\? B3 must be in the central 5x5]
15 play j9 l12
#? [\? W4 must be in the central 7x7]
16 status
#? [P2 white play \(place B3 in the central 5x5\)]
17 board
#? [.*\n 9  \. \. \. \. \. \. \. \.\[O\]\. \. .*]
18 play j9
#? []
19 opening
#? [I2 Kyogetsu 峡月]
20 status
#? [P2 white play \(place W4 in the central 7x7\)]
21 P1 play k11
#? [\? it is P2's turn, not P1's \(P2 white must place W4 in the central 7x7\)]
22 play l12
#? [\? W4 must be in the central 7x7]
23 play i9
#? [\? i9 is occupied]
24 play k11
#? []
25 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
26 P2 swap
#? [\? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
27 play h12
#? [\? play is not expected now: P1 black must swap colours or stay black]
28 undo
