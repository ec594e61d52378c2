1 new rif-p02-yamaguchi
#? [.*]
#? [P2 white play \(place W4 anywhere\)]
29 P1 play h11
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
30 offer g7 g6
#? [? offer is not expected now: P2 white must place W4 anywhere]
31 play h11
#? []
32 status
#? [P1 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
33 P2 offer g7 g6
#? [? it is P1's turn, not P2's.*]
34 offer g7
#? [? offer exactly 2 stones, not 1]
35 offer g7 g6 g5
#? [? offer exactly 2 stones, not 3]
36 offer g10 i10
#? [? g10 and i10 are symmetric]
37 offer j6 f6
#? [? j6 and f6 are symmetric]
38 offer g7 g7
#? [? g7 is offered twice]
39 offer h10 g7
#? [? h10 is occupied]
40 play g7
#? [? play is not expected now: P1 black must offer 2 candidate black stones \(B5\) anywhere]
41 swap
#? [? swap is not expected now.*]
42 offer g7 g6
