31 new gomoku-replace
#? []
32 load wuzi-regress-gomoku-replace.wuzi
#? []
33 history
#? [1\. P1 play e1\n2\. P1 choose h9]
34 status
#? [P2 white play\|pass .*white has 113 to place, black 111.*]
35 new gomoku-replace
#? []
36 setup black a1 b1 c1 d1 a3 b3 c3 e3 white d3 h8 h9
#? []
37 play e1
#? []
38 choose d3
#? []
39 status
#? [P1 black choose \(black made five: choose a white stone to replace; black has 111 to place, white 113\)]
40 choose h8
#? []
41 status
#? [P2 white play\|pass \(place a white stone; white has 114 to place, black 110\)]
