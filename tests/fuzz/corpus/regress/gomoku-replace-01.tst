9 new gomoku-replace
#? []
10 setup black a1 b1 c1 d1 white h8 h9 h10
#? []
11 check e1
#? [five]
12 play e1
#? []
13 result
#? [ongoing]
14 status
#? [P1 black choose \(black made five: choose a white stone to replace; black has 112 to place, white 112\)]
15 play a5
#? [? (play|pass) is not expected now: P1 black may choose \(black made five: choose a white stone to replace.*\)]
16 pass
#? [? (play|pass) is not expected now: P1 black may choose \(black made five: choose a white stone to replace.*\)]
17 choose a1
#? [? a1 holds no white stone to replace]
18 choose a9
#? [? a9 holds no white stone to replace]
19 choose h9
#? []
20 status
#? [P2 white play\|pass \(place a white stone; white has 113 to place, black 111\)]
21 play h9
#? [? h9 is occupied]
22 history
