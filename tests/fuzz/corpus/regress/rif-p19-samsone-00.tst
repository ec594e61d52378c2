1 new rif-p19-samsone
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h9
#? [\? B1 must be at the centre]
5 play h8
#? []
6 status
#? [P1 black play \(place B2 in the central 5x5\)]
7 P2 play j10
#? [\? it is P1's turn, not P2's \(P1 black must place B2 in the central 5x5\)]
8 play k11
#? [\? B2 must be in the central 5x5]
9 play h8
#? [\? h8 is occupied]
10 play j10
#? []
11 status
#? [P2 white play \(place 2 white stones in the central 7x7 \(0 placed\)\)]
12 P1 play h9
#? [\? it is P2's turn, not P1's \(P2 white must place 2 white stones in the central 7x7 \(0 placed\)\)]
13 play l12
#? [\? W3 must be in the central 7x7]
14 play h9 l12
