1 new rif-p07-cctsai
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play a1
#? [? B1 must be at the centre]
5 swap
#? [? swap is not expected now: P1 black must place B1 at the centre]
6 play h8
#? []
7 status
#? [P1 black play \(place W2 anywhere\)]
8 P2 play a1
#? [? it is P1's turn, not P2's \(P1 black must place W2 anywhere\)]
9 play h8
#? [? h8 is occupied]
10 play a1
#? []
11 status
#? [P1 black play \(place B3 anywhere\)]
12 play o15
#? []
13 status
#? [P1 black play \(place W4 anywhere\)]
14 stay
