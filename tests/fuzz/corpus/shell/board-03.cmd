new gomoku-freestyle seed=3 nigiri
new gomoku-freestyle
player P1 Ann
player P2 Bo
new gomoku-freestyle seed=3 nigiri
tag nigiri
new gomoku-freestyle seed=3 nigiri
player
