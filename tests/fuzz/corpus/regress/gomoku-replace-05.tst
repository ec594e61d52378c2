51 new gomoku-replace
#? []
52 setup black o15 white a1 b1 c1 d1
#? []
53 pass
#? []
54 play e1
#? []
55 status
#? [P2 white choose \(white made five: choose a black stone to replace; .*\)]
56 choose o15
#? []
57 status
#? [P1 black play\|pass \(place a black stone; black has 114 to place, white 110\)]
