1 new renju-soosorv-8
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 play i8
#? [? B1 must be at the centre]
5 P1 play h8 h9
#? []
6 P1 play l11
#? [? B3 must be in the central 5x5]
7 P1 declare 8
#? [? declare is not expected now: P1 black must place B3 in the central 5x5]
8 P1 play h10
#? []
9 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
10 P1 stay
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
11 P2 declare 3
#? [? declare is not expected now: P2 white must swap colours or stay white]
12 P2 play h11
#? [? play is not expected now: .*]
13 P2 swap
#? []
14 status
