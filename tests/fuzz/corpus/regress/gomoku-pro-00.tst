1 new gomoku-pro
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play g8
#? [? B1 must be at the centre]
5 play a1
#? [? B1 must be at the centre]
6 swap
#? [? swap is not expected now: .*]
7 stay
#? [? stay is not expected now: .*]
8 declare 3
#? [? declare is not expected now: .*]
9 offer g7 i9
#? [? offer is not expected now: .*]
10 choose h8
#? [? choose is not expected now: .*]
11 move h8 h9
#? [? move is not expected now: .*]
12 reject
#? [? reject is not expected now: .*]
13 play h8 o15 j10
#? [? B3 must be outside the central 5x5]
14 status
