new fixture-dual
new gomoku-freestyle
play h8
pass
play i9
save game.txt --format=psq
new fixture-dual
play 1:e5
save game.psq
