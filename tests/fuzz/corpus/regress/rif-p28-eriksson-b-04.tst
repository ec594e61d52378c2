54 new rif-p28-eriksson-b
#? []
55 play h8
#? []
56 play i9
#? []
57 play j8 g7
#? []
58 opening
#? [I3 Kosei 恒星]
59 declare 1
#? []
60 stay
#? []
61 status
#? [P1 black offer \(offer 1 candidate black stone \(B5\) anywhere\)]
62 P2 offer i7
#? [\? it is P1's turn, not P2's \(P1 black must offer 1 candidate black stone \(B5\) anywhere\)]
63 offer i7 i6
#? [\? offer exactly 1 stone, not 2]
64 offer i7
#? []
65 status
#? [P2 white play\|pass \(place a white stone\)]
66 history
#? [1\. P1 play h8\n2\. P2 play i9\n3\. P1 play j8\n4\. P1 play g7\n5\. P1 declare 1\n6\. P2 stay\n7\. P1 offer i7]
67 ai both
