58 new gomoku-replace black_stones=2 white_stones=5
#? []
59 status
#? [P1 black play\|pass \(place a black stone; black has 2 to place, white 5\)]
60 play a1 o15 a3
#? []
61 result
#? [black wins \(all stones placed\)]
62 status
#? [over: black wins \(all stones placed\)]
63 new gomoku-replace black_stones=1
#? []
64 setup black a1 b1 c1 d1 white h8
#? []
65 play e1
#? []
66 result
#? [black wins \(all stones placed\)]
