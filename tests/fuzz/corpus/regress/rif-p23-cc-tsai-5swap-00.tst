1 new rif-p23-cc-tsai-5swap
#? []
2 status
#? [P1 black play \(place B1 in the central 7x7\)]
3 P2 play g7
#? [\? it is P1's turn, not P2's \(P1 black must place B1 in the central 7x7\)]
4 play l12
#? [\? B1 must be in the central 7x7]
5 play h12
#? [\? B1 must be in the central 7x7]
6 play d4
#? [\? B1 must be in the central 7x7]
7 swap
#? [\? swap is not expected now: P1 black must place B1 in the central 7x7]
8 play g7
#? []
9 board
#? [.*\n 7  \. \. \. \. \. \.\[X\]\. .*]
10 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
11 P1 swap
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
12 play h8
#? [\? play is not expected now: P2 white must swap colours or stay white]
13 swap
#? []
14 status
