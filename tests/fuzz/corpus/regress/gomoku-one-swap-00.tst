1 new gomoku-one-swap
#? []
2 status
#? [P1 black play \(place B1 anywhere\)]
3 P2 play a1
#? [? it is P1's turn, not P2's \(P1 black must place B1 anywhere\)]
4 swap
#? [? swap is not expected now: P1 black must place B1 anywhere]
5 stay
#? [? stay is not expected now: P1 black must place B1 anywhere]
6 declare 1
#? [? declare is not expected now: .*]
7 P1 play e5 f6
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
8 status
#? [P1 black play \(place B1 anywhere\)]
9 P1 play e5
#? []
10 board
#? [.* 5  \. \. \. \.\[X\]\. .*]
11 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
12 P1 swap
#? [? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
13 P1 play f6
#? [? it is P2's turn, not P1's .*]
14 P2 play f6
