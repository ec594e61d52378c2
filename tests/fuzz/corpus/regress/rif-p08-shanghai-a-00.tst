1 new rif-p08-shanghai-a
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 h9 k11
#? [? B3 must be in the central 5x5]
5 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 play h8 h9 h10
#? []
7 opening
#? [D1 Kansei 寒星]
8 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
9 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
10 play h6
#? [? play is not expected now: P2 white must swap colours or stay white]
11 declare 1
#? [? declare is not expected now: P2 white must swap colours or stay white]
12 swap
#? []
13 status
#? [P1 white play \(place W4 in the central 5x5\)]
14 undo
