1 new rif-p29-soosorv
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 h9 k11
#? [\? B3 must be in the central 5x5]
5 play h8 h9 h10
#? []
6 opening
#? [D1 Kansei 寒星]
7 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
8 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
9 play h11
#? [\? play is not expected now: P2 white must swap colours or stay white]
10 declare 2
#? [\? declare is not expected now: P2 white must swap colours or stay white]
11 stay
#? []
12 status
#? [P2 white play \(place W4 anywhere\)]
13 P1 play h11
#? [\? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
14 play h10
