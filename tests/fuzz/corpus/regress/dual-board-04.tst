49 new dual-board
#? []
50 setup black 1:a1 1:b1 1:c1 1:d1 2:k5 2:k6 2:k7 2:k8 white 1:a5 1:b5 2:a5 2:b5
#? []
51 play 1:e1
#? []
52 end
#? []
53 result
#? [white wins \(five on one board only\)]
54 undo
#? []
55 play 2:s19
#? []
56 result
#? [white wins \(five on one board only\)]
