1 new rif-p03-tarannikov
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play i9
#? [? B1 must be at the centre]
5 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 play h8
#? []
7 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
8 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
9 play h9
#? [? play is not expected now: P2 white must swap colours or stay white]
10 declare 1
#? [? declare is not expected now: P2 white must swap colours or stay white]
11 stay
#? []
12 status
#? [P2 white play \(place W2 in the central 3x3\)]
13 undo
#? []
14 status
