107 new gomoku-freestyle size=19
#? []
108 save big.lib
#? [? big\.lib: a RenLib library holds one 15x15 board; this game has 1 of 19x19 \(save as \.sgf\)]
109 new gomoku-freestyle
#? []
110 play h8
#? []
111 pass
#? []
112 play h9
#? []
113 save pass.lib
#? []
213 load pass.lib
#? [assumed .*]
214 history
#? [1\. P1 play h8\n2\. P2 pass\n3\. P1 play h9]
