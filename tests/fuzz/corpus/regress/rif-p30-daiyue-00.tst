1 new rif-p30-daiyue
#? []
2 status
#? [P1 black play \(place B1 at the centre\)]
3 P2 play h8
#? [\? it is P1's turn, not P2's \(P1 black must place B1 at the centre\)]
4 play h8 h9 k11
#? [\? B3 must be in the central 5x5]
5 play h8 h9 h10
#? []
6 opening
#? [D1 Kansei 寒星]
7 status
#? [P2 white play \(place W4 anywhere\)]
8 P1 play h11
#? [\? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
9 swap
#? [\? swap is not expected now: P2 white must place W4 anywhere]
10 offer g12 k4
#? [\? offer is not expected now: P2 white must place W4 anywhere]
11 play h10
#? [\? h10 is occupied]
12 play h11
#? []
13 status
#? [P2 white offer \(offer 2 candidate black stones \(B5\) anywhere\)]
14 P1 offer g12 k4
