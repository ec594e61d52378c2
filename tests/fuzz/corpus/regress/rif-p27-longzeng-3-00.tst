1 new rif-p27-longzeng-3
#? []
2 status
#? [P1 black play \(place B1 anywhere\)]
3 P2 play c8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 anywhere\)]
4 play p8
#? [\? p8 is off the board \(columns a\.\.o, rows 1\.\.15\)]
5 play c8
#? []
6 status
#? [P1 black play \(place W2 anywhere\)]
7 P2 play c9
#? [\? it is P1's turn, not P2's \(P1 black must place W2 anywhere\)]
8 play c8
#? [\? c8 is occupied]
9 play c9
#? []
10 status
#? [P1 black play \(place B3 anywhere\)]
11 play c9
#? [\? c9 is occupied]
12 play c13
#? []
13 opening
#? [\? the first three stones are not one of the 52 openings]
14 board
