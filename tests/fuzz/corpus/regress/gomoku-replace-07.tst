67 new gomoku-replace black_stones=2
#? []
68 setup black a1 b1 c1 d1 white h8
#? []
69 play e1
#? []
70 result
#? [ongoing]
71 choose h8
#? []
72 result
#? [black wins \(all stones placed\)]
