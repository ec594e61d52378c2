80 new gomoku-swap2
#? []
81 play h8 i9 j10
#? []
82 P2 stay
#? []
83 play a15 c3 b15 d3 c15 e3 a13 f3 b12 h3 m1
#? []
84 P1 play g3
#? []
85 result
#? [ongoing]
