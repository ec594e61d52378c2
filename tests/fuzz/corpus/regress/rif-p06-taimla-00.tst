1 new rif-p06-taimla
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 i9 l12
#? [? B3 must be in the central 5x5]
5 reject
#? [? reject is not expected now: P1 black must place B1 at the centre]
6 play h8 i9 j8
#? []
7 opening
#? [I3 Kosei 恒星]
8 status
#? [P1 black play \(place W4 anywhere\)]
9 P2 play a1
#? [? it is P1's turn, not P2's \(P1 black must place W4 anywhere\)]
10 swap
#? [? swap is not expected now: P1 black must place W4 anywhere]
11 play j8
#? [? j8 is occupied]
12 play a1
#? []
13 status
#? [P1 black play \(place B5 anywhere\)]
14 P2 play o15
