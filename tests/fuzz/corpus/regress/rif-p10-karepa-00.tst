1 new rif-p10-karepa
#? []
2 status
#? [P1 black play \(place B1 anywhere\)]
3 P2 play a1
#? [? it is P1's turn, not P2's \(P1 black must place B1 anywhere\)]
4 swap
#? [? swap is not expected now: P1 black must place B1 anywhere]
5 declare 1
#? [? declare is not expected now: P1 black must place B1 anywhere]
6 play a1
#? []
7 status
#? [P1 black play \(place B2 anywhere\)]
8 play a1
#? [? a1 is occupied]
9 P2 play o15
#? [? it is P1's turn, not P2's \(P1 black must place B2 anywhere\)]
10 play o15
#? []
11 status
#? [P1 black play \(place W3 anywhere\)]
12 stay
#? [? stay is not expected now: P1 black must place W3 anywhere]
13 play h8
#? []
14 board
