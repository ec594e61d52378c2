1 new rif-p27-longzeng-2
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play i9
#? [\? B1 must be at the centre]
5 play h8
#? []
6 status
#? [P1 black play \(place W2 anywhere\)]
7 P2 play h11
#? [\? it is P1's turn, not P2's \(P1 black must place W2 anywhere\)]
8 play p1
#? [\? p1 is off the board \(columns a\.\.o, rows 1\.\.15\)]
9 play h8
#? [\? h8 is occupied]
10 play h11
#? []
11 status
#? [P1 black play \(place B3 anywhere\)]
12 play h11
#? [\? h11 is occupied]
13 play h13
#? []
14 opening
