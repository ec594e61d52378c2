1 new renju-tarannikov
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 P1 play g8
#? [? B1 must be at the centre]
5 P1 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 P1 play h8 i9
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
7 P1 play h8
#? []
8 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
9 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
10 P2 play i9
#? [? play is not expected now: P2 white must swap colours or stay white]
11 P2 declare 1
#? [? declare is not expected now: .*]
12 P2 swap
#? []
13 status
#? [P1 white play \(place W2 in the central 3x3\)]
14 P2 play i9
