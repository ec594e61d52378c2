1 new rif-p07-cctsai
#? [.*]
#? []
29 status
#? [P2 white play\|swap\|stay \(.*\)]
30 stay
#? []
31 status
#? [P2 white play\|pass \(place a white stone\)]
32 swap
#? [? swap is not .*]
33 undo
#? []
34 play c3
#? []
35 status
#? [P2 white play \(place B7 anywhere\)]
36 P1 play d4
#? [? it is P2's turn, not P1's \(P2 white must place B7 anywhere\)]
37 swap
#? [? swap is not expected now: P2 white must place B7 anywhere]
38 play c3
#? [? c3 is occupied]
39 play d4
#? []
40 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
41 P2 swap
#? [? it is P1's turn, not P2's \(P1 black must swap colours or stay black\)]
42 play e5
