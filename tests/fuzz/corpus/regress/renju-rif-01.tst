1 new renju-rif
#? [.*]
#? [? B3 must be in the central 5x5]
15 P1 play h12
#? [? B3 must be in the central 5x5]
16 P1 declare 2
#? [? declare is not expected now: .*]
17 P1 play h10
#? []
18 opening
#? [D1 Kansei 寒星]
19 history
#? [1\. P1 play h8\n2\. P1 play h9\n3\. P1 play h10]
20 new renju-rif
#? []
21 play h8 h9 k11
#? [? B3 must be in the central 5x5]
22 status
#? [P1 black play \(place B1 at the centre\)]
23 play h8 h9 h10
#? []
24 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
25 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
26 P2 play h11
#? [? play is not expected now: P2 white must swap colours or stay white]
27 P2 declare 2
#? [? declare is not expected now: .*]
28 P2 swap
