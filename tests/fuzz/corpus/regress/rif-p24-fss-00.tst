1 new rif-p24-fss
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 i9 l8
#? [\? B3 must be in the central 7x7]
5 play h8 i9 k11
#? []
6 opening
#? [I14 \(one of the 52, not of the 26; a wuzi label\)]
7 status
#? [P2 white play \(place W4 anywhere\)]
8 P1 play a15
#? [\? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
9 swap
#? [\? swap is not expected now: P2 white must place W4 anywhere]
10 declare 2
#? [\? declare is not expected now: P2 white must place W4 anywhere]
11 play k11
#? [\? k11 is occupied]
12 play a15
#? []
13 status
#? [P2 white declare \(declare a number from 1 to 12\)]
14 P1 declare 2
