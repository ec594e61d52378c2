1 new gomoku-swap
#? []
2 status
#? [P1 black play \(place B1 anywhere\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 anywhere\)]
4 swap
#? [? swap is not expected now: P1 black must place B1 anywhere]
5 P1 play a1
#? []
6 status
#? [P1 black play \(place W2 anywhere\)]
7 P2 play h9
#? [? it is P1's turn, not P2's \(P1 black must place W2 anywhere\)]
8 P1 play a1
#? [? a1 is occupied]
9 P1 stay
#? [? stay is not expected now: .*]
10 P1 play o15
#? []
11 status
#? [P1 black play \(place B3 anywhere\)]
12 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B3 anywhere\)]
13 P2 swap
#? [? it is P1's turn, not P2's .*]
14 P1 play h8
