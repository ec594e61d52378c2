84 new gomoku-freestyle
#? []
85 play h8
#? []
86 pass
#? []
87 play i9
#? []
88 save game.txt --format=psq
#? [? game.txt: stone 2 \(i9\) is black: a \.psq record needs colours to alternate from black \(save as \.sgf\)]
89 new fixture-dual
#? []
90 play 1:e5
#? []
91 save game.psq
#? [? game.psq: a \.psq record holds one board; this game has 2 \(save as \.sgf\)]
