47 new gomoku-freestyle seed=6 nigiri --keep-ai
#? [nigiri: 11 and 8 stones, 3 is odd: the players exchange \(Bo takes black\)]
48 status
#? [P1 black .*]
