49 new rif-p29-soosorv
#? []
50 play h8 i9 j8
#? []
51 opening
#? [I3 Kosei 恒星]
52 swap
#? []
53 status
#? [P1 white play \(place W4 anywhere\)]
54 P2 play g7
#? [\? it is P1's turn, not P2's \(P1 white must place W4 anywhere\)]
55 play g7
#? []
56 status
#? [P1 white declare \(declare a number from 1 to 4\)]
57 declare 2
#? []
58 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
59 P1 stay
#? [\? it is P2's turn, not P1's \(P2 black must swap colours or stay black\)]
60 stay
#? []
61 status
#? [P2 black offer \(offer 2 candidate black stones \(B5\) anywhere\)]
62 offer i7 f9
