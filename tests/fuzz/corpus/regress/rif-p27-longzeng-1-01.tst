1 new rif-p27-longzeng-1
#? [.*]
#? [.*\n13  \. \. \. \. \. \. \.\[X\]\. .*\n.*\n 9  \. \. \. \. \. \. \. O \. .*\n 8  \. \. \. \. \. \. \. X \. .*]
15 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
16 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
17 play h14
#? [\? play is not expected now: P2 white must swap colours or stay white]
18 offer g12 k4
#? [\? offer is not expected now: P2 white must swap colours or stay white]
19 stay
#? []
20 status
#? [P2 white play \(place W4 anywhere\)]
21 P1 play h14
#? [\? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
22 play h13
#? [\? h13 is occupied]
23 play h14
#? []
24 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
25 P2 offer g12 k4
#? [\? it is P1's turn, not P2's \(P1 black must offer 2 candidate black stones \(B5\) anywhere\)]
26 offer g12 i12
#? [\? g12 and i12 are symmetric]
27 offer g12
#? [\? offer exactly 2 stones, not 1]
28 offer g12 k4 b2
