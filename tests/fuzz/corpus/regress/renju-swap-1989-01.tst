1 new renju-swap-1989
#? [.*]
#? [P1 black play \(place B3 in the central 5x5\)]
15 P2 play h10
#? [? it is P1's turn, not P2's \(P1 black must place B3 in the central 5x5\)]
16 P1 play k10
#? [? B3 must be in the central 5x5]
17 P1 play h11
#? [? B3 must be in the central 5x5]
18 P1 declare 2
#? [? declare is not expected now: .*]
19 P1 play h10
#? []
20 opening
#? [D1 Kansei 寒星]
21 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
22 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
23 P2 play h11
#? [? play is not expected now: P2 white must swap colours or stay white]
24 P2 offer g10 j11
#? [? offer is not expected now: .*]
25 P2 swap
#? []
26 status
#? [P1 white play \(place W4 anywhere\)]
27 P2 play h11
#? [? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
28 P1 swap
