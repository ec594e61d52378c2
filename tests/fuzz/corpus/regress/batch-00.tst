1 new no-such-variant
#? [.*]
1 variants
#? [(.*\n)?caro\n(.*\n)?gomoku-freestyle\n(.*\n)?gomoku-standard(\n.*)?]
2 status
#? [? no game.*]
3 new no-such-variant
#? [? unknown variant 'no-such-variant'.*]
4 frobnicate
#? [? unknown command 'frobnicate'.*]
5 plya h8
#? [? unknown command 'plya' \(did you mean play\?\)]
6 help
#? [.*play P \[P \.\.\.\].*]
7 help play
#? [play P.*example: play h8.*]
8 help nothing
#? [? no command 'nothing'.*]
