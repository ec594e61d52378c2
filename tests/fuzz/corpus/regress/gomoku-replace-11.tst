94 new gomoku-replace size=30
#? [? size=30: size must be.*]
95 new gomoku-replace stones=5
#? [? .*no key 'stones'.*]
96 new gomoku-replace size=19
#? []
97 play s19
#? []
98 new gomoku-replace
#? []
99 setup black a1 b1 c1 d1 white h8 h9 j12
#? []
100 go
#? [play e1]
101 go
#? [choose (h8|h9|j12)]
102 status
#? [P2 white play\|pass .*white has 113 to place, black 111.*]
