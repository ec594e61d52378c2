1 new renju-rif
#? [.*]
#? []
29 status
#? [P1 white play \(place W4 anywhere\)]
30 P2 play h11
#? [? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
31 P1 swap
#? [? swap is not expected now: P1 white must place W4 anywhere]
32 P1 offer g10 j11
#? [? offer is not expected now: .*]
33 P1 play h11
#? []
34 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
35 P1 offer g10 j11
#? [? it is P2's turn, not P1's \(P2 black must offer 2 candidate black stones \(B5\) anywhere\)]
36 P2 swap
#? [? swap is not expected now: .*]
37 P2 offer g10
#? [? offer exactly 2 stones, not 1]
38 P2 offer g10 j11 k12
#? [? offer exactly 2 stones, not 3]
39 P2 offer g10 i10
#? [? g10 and i10 are symmetric]
40 P2 offer e5 k5
#? [? e5 and k5 are symmetric]
41 P2 offer i12 g12
#? [? i12 and g12 are symmetric]
42 P2 offer j11 j11
