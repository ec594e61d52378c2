1 new renju-soosorv-8 N=10
#? [.*]
#? [P1 black offer \(offer 3 candidate black stones \(B5\) anywhere\)]
71 offer i7 g9 a1
#? [? i7 and g9 are symmetric]
72 offer i7 h10 a1
#? []
73 P2 choose i7
#? []
74 status
#? [P2 white play\|pass \(place a white stone\)]
75 new renju-soosorv-8 N=10
#? []
76 play h8 h9 h10
#? []
77 stay
#? []
78 play h11
#? []
79 declare 10
#? []
80 status
#? [P1 black swap\|stay \(swap colours or stay black\)]
