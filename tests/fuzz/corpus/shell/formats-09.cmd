new gomoku-freestyle
load game.txt
history
status
save game.psq
save game.txt --format xyz
save nowhere/game.sgf
load game.txt --variant no-such
save
load a.sgf b.sgf
