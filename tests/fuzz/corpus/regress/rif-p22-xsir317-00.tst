1 new rif-p22-xsir317
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 h9 l12
#? [\? B3 must be in the central 5x5]
5 play h8 h9 j10
#? []
6 opening
#? [D3 Sosei 疏星]
7 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
8 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
9 offer i10
#? [\? offer is not expected now: P2 white must swap colours or stay white]
10 stay
#? []
11 status
#? [P2 white offer \(offer 1 to 2 candidate white stones anywhere\)]
12 P1 offer i10
#? [\? it is P2's turn, not P1's \(P2 white must offer 1 to 2 candidate white stones anywhere\)]
13 offer
#? [? offer takes at least 1 point]
14 offer i10 g7 f6
