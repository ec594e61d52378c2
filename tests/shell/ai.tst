# The simple AI: wins when it can, blocks a four, plays legally.

1 new gomoku-freestyle
#? []
2 setup black h8 h9 h10 h11 white a1 a2 a3 a4
#? []
# black to move: the AI completes its five
3 go
#? [play h(7|12)]
4 result
#? [black wins \(five\)]
5 new gomoku-freestyle
#? []
6 setup black a1 c1 e1 g1 b15 white h8 h9 h10 h11
#? []
7 pass
#? []
# white to move: white wins rather than blocks
8 go
#? [play h(7|12)]
9 new gomoku-freestyle
#? []
10 setup black h8 h9 h10 h11 a15 white a1 c1 e1 g1
#? []
11 pass
#? []
# white must block black's four (it cannot win at once)
12 go
#? [play h(7|12)]
13 ai white
#? []
14 play b14
#? [P2 \(simple\) played h(7|12)]
15 status
#? [P1 black .*]
