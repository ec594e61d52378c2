65 new dual-board
#? []
66 setup black 2:s1 white 1:a1 1:b1 1:c1 1:d1 2:a1 2:b1 2:c1 2:d1
#? []
67 pass
#? []
68 play 2:e1 1:e1
#? []
69 result
#? [white wins \(five on both boards\)]
70 undo
#? []
71 play 1:s19
#? []
72 result
#? [black wins \(five on one board only\)]
