57 new dual-board
#? []
58 setup black 1:a1 1:b1 1:c1 1:d1 1:a3 1:b3 1:c3 1:d3 white 2:a5 2:b5
#? []
59 play 1:e1 1:e3
#? []
60 result
#? [white wins \(five on one board only\)]
61 new dual-board
#? []
62 setup black 1:a1 1:b1 1:c1 1:e1 1:f1 2:k5 2:k6 2:k7 2:k8 white 2:a5 2:b5
#? []
63 play 1:d1 2:k4
#? []
64 result
#? [black wins \(five on both boards\)]
