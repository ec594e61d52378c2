1 new rif-p06-taimla
#? [.*]
#? [P1 white play \(place W4 anywhere\)]
97 undo
#? []
98 stay
#? []
99 status
#? [P2 white play \(place W4 anywhere\)]
100 P1 play h11
#? [? it is P2's turn, not P1's \(P2 white must place W4 anywhere\)]
101 declare 2
#? [? declare is not expected now: P2 white must place W4 anywhere]
102 play h11
#? []
103 status
#? [P2 white declare \(declare a number from 1 to 3\)]
104 P1 declare 2
#? [? it is P2's turn, not P1's \(P2 white must declare a number from 1 to 3\)]
105 declare 0
#? [? declare a number from 1 to 3, not 0]
106 declare 4
#? [? declare a number from 1 to 3, not 4]
107 swap
#? [? swap is not expected now: P2 white must declare a number from 1 to 3]
108 declare 3
#? []
109 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
110 P2 swap
