1 new rif-p16-lijing
#? [.*]
#? [P2 white swap\|stay \(swap colours or stay white\)]
15 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
16 declare 2
#? [\? declare is not expected now: P2 white must swap colours or stay white]
17 offer h10 i10
#? [\? offer is not expected now: P2 white must swap colours or stay white]
18 play h10
#? [\? play is not expected now: P2 white must swap colours or stay white]
19 swap
#? []
20 status
#? [P1 white offer \(offer 2 candidate white stones \(W4\) in the central 9x9\)]
21 P2 offer h10 i10
#? [\? it is P1's turn, not P2's \(P1 white must offer 2 candidate white stones \(W4\) in the central 9x9\)]
22 offer h10
#? [\? offer exactly 2 stones, not 1]
23 offer h10 i10 g10
#? [\? offer exactly 2 stones, not 3]
24 offer h10 m13
#? [\? m13 is not in the central 9x9]
25 offer h9 h10
#? [\? h9 is occupied]
26 offer h10 h10
#? [\? h10 is offered twice]
27 play h10
#? [\? play is not expected now: P1 white must offer 2 candidate white stones \(W4\) in the central 9x9]
28 choose h10
