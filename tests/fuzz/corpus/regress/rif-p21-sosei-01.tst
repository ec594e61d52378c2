1 new rif-p21-sosei
#? [.*]
#? [\? h8 is occupied]
15 play l12
#? []
16 opening
#? [\? the first three stones are not one of the 52 openings]
17 board
#? [.*\n12  \. \. \. \. \. \. \. \. \. \. \.\[X\]\. \. \. 12\n.*\n10  \. \. \. \. \. \. \. \. \. O \. .*]
18 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
19 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
20 play g6
#? [\? play is not expected now: P2 white must swap colours or stay white]
21 declare 1
#? [\? declare is not expected now: P2 white must swap colours or stay white]
22 stay
#? []
23 status
#? [P2 white play \(place W4 in the central 5x5\)]
24 P1 play g6
#? [\? it is P2's turn, not P1's \(P2 white must place W4 in the central 5x5\)]
25 play l8
#? [\? W4 must be in the central 5x5]
26 play j10
#? [\? j10 is occupied]
27 play g6
#? []
28 status
