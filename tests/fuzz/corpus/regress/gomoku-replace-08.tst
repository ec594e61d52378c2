73 new gomoku-replace white_stones=2
#? []
74 setup black o15 white a1 b1 c1 d1
#? []
75 pass
#? []
76 play e1
#? []
77 choose o15
#? []
78 result
#? [white wins \(all stones placed\)]
