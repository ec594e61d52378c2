40 new dual-board
#? []
41 setup black 1:a1 1:b1 1:c1 1:d1 2:k5 2:k6 2:k7 2:k8 white 1:a5 1:b5 2:a5 2:b5
#? []
42 status
#? [P1 black play\|pass .*2 stones left.*]
43 check 1:e1
#? [five]
44 play 1:e1
#? []
45 result
#? [ongoing]
46 play 2:k9
#? []
47 result
#? [black wins \(five on both boards\)]
48 play 1:e5
#? [? the game is over.*]
