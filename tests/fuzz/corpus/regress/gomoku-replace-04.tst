42 new gomoku-replace
#? []
43 setup black a1 b1 c1 d1 e1 white h8
#? []
44 check f1
#? [legal]
45 play f1
#? []
46 status
#? [P2 white play\|pass .*]
47 new gomoku-replace
#? []
48 setup black a1 b1 c1 d1
#? []
49 play e1
#? []
50 status
#? [P2 white play\|pass .*white has 112 to place, black 112.*]
