1 new rif-p25-five-swaps
#? []
2 status
#? [P1 black play \(place B1 anywhere\)]
3 P2 play e5
#? [\? it is P1's turn, not P2's \(P1 black must place B1 anywhere\)]
4 play p16
#? [\? p16 is off the board \(columns a\.\.o, rows 1\.\.15\)]
5 swap
#? [\? swap is not expected now: P1 black must place B1 anywhere]
6 play e5
#? []
7 status
#? [P2 white swap\|stay \(swap colours or stay white\)]
8 P1 stay
#? [\? it is P2's turn, not P1's \(P2 white must swap colours or stay white\)]
9 play f6
#? [\? play is not expected now: P2 white must swap colours or stay white]
10 stay
#? []
11 status
#? [P2 white play \(place W2 anywhere\)]
12 P1 play o15
#? [\? it is P2's turn, not P1's \(P2 white must place W2 anywhere\)]
13 play e5
#? [\? e5 is occupied]
14 play o15
