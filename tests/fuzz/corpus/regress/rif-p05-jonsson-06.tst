80 new rif-p05-jonsson
#? []
81 opening D4
#? []
82 opening
#? [D4 Kagetsu 花月]
83 swap
#? []
84 status
#? [P1 white play \(place W4 anywhere\)]
85 P2 play o15
#? [? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
86 play o15
#? []
87 status
#? [P1 white declare \(declare a number from 1 to 3\)]
88 declare 3
#? []
89 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
90 P1 stay
#? [? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
91 stay
#? []
92 status
#? [P2 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
93 offer a1 a2
