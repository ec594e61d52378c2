1 new gomoku-freestyle-swap2
#? []
2 status
#? [P1 black play \(place B1 anywhere\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 anywhere\)]
4 swap
#? [? swap is not expected now: P1 black must place B1 anywhere]
5 P1 play h8
#? []
6 status
#? [P1 black play \(place W2 anywhere\)]
7 P2 play i9
#? [? it is P1's turn, not P2's \(P1 black must place W2 anywhere\)]
8 P1 play h8
#? [? h8 is occupied]
9 P1 play i9
#? []
10 status
#? [P1 black play \(place B3 anywhere\)]
11 P2 play j10
#? [? it is P1's turn, not P2's \(P1 black must place B3 anywhere\)]
12 P1 stay
#? [? stay is not expected now: .*]
13 P1 play j10
#? []
14 status
