1 new rif-p20-yuelee00 seed=1
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play i9
#? [\? B1 must be at the centre]
5 play h8
#? []
6 opening
#? [I6 Ungetsu 云月]
7 board
#? [.*\n 9  \. \. \. \. \. \. \. \. O \. .*\n 8  \. \. \. \. \. \. \. X\[X\]\. .*]
8 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
9 play i10
#? [\? play is not expected now: P2 white must swap colours or stay white]
10 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
11 undo
#? []
12 status
#? [P1 black play \(place B1 at the centre\)]
13 board
#? [!.*[XO].*]
14 opening
