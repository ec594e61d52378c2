1 new renju-swap-1989
#? [.*]
#? [? swap is not expected now: P1 white must place W4 anywhere]
29 P1 offer g10 j11
#? [? offer is not expected now: .*]
30 P1 play h10
#? [? h10 is occupied]
31 P1 play h11
#? []
32 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
33 P1 offer g10 j11
#? [? it is P2's turn, not P1's \(P2 black must offer 2 candidate black stones \(B5\) anywhere\)]
34 P2 play g10
#? [? play is not expected now: .*]
35 P2 offer g10
#? [? offer exactly 2 stones, not 1]
36 P2 offer g10 j11 k12
#? [? offer exactly 2 stones, not 3]
37 P2 offer g10 i10
#? [? g10 and i10 are symmetric]
38 P2 offer g7 i7
#? [? g7 and i7 are symmetric]
39 P2 offer f12 j12
#? [? f12 and j12 are symmetric]
40 P2 offer g10 g10
#? [? g10 is offered twice]
41 P2 offer g10 h11
#? [? h11 is occupied]
42 P2 offer g10 j11
