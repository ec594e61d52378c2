1 new renju-soosorv-8
#? [.*]
#? [P2 white play\|pass \(place a white stone\)]
43 board
#? [!.*\*.*]
44 undo
#? []
45 undo
#? []
46 status
#? [P1 black offer \(offer 8 candidate black stones \(B5\) anywhere\)]
47 undo
#? []
48 status
#? [P2 black swap\|stay \(swap colours or stay black\)]
49 P2 stay
#? []
50 status
#? [P2 black offer \(offer 8 candidate black stones \(B5\) anywhere\)]
51 redo
#? [? nothing to redo]
52 P2 offer a1 b1 c1 d1 e1 f1 g1 i1
#? [? g1 and i1 are symmetric]
53 P2 offer a1 b1 c1 d1 e1 f1 g1 h12
#? []
54 P1 choose a1
#? []
55 status
#? [P1 white play\|pass \(place a white stone\)]
56 play o15 b1 o13 c1 o11 d1 m15
