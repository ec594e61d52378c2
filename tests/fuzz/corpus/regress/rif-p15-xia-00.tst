1 new rif-p15-xia
#? []
2 board
#? [\n +a b c d e f g h i j k l m n o p q\n17  \. .*]
3 status
#? [P1 black play \(place B1 at the centre\)]
4 play h8
#? [? B1 must be at the centre]
5 P2 play i9
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
6 play i9 h11
#? [? W2 must be in the central 3x3]
7 play i9 i10 m13
#? [? B3 must be in the central 5x5]
8 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
9 play i9 i10 i11
#? []
10 opening
#? [D1 Kansei 寒星]
11 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
12 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
13 declare 3
#? [? declare is not expected now: P2 white must swap colours or stay white]
14 stay
