1 new rif-p27-longzeng-2
#? [.*]
#? [\? the first three stones are not one of the 52 openings]
15 board
#? [.*\n13  \. \. \. \. \. \. \.\[X\]\. .*\n.*\n11  \. \. \. \. \. \. \. O \. .*\n.*\n 8  \. \. \. \. \. \. \. X \. .*]
16 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
17 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
18 play h14
#? [\? play is not expected now: P2 white must swap colours or stay white]
19 offer g12 k4
#? [\? offer is not expected now: P2 white must swap colours or stay white]
20 stay
#? []
21 status
#? [P2 white play \(place W4 anywhere\)]
22 P1 play h14
#? [\? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
23 play h13
#? [\? h13 is occupied]
24 play h14
#? []
25 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
26 P2 offer g12 k4
#? [\? it is P1's turn, not P2's \(P1 black must offer 2 candidate black stones \(B5\) anywhere\)]
27 offer g12 i12
#? [\? g12 and i12 are symmetric]
28 offer g12
