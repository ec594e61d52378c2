# The batch command contract: names and reply forms other scripts rely on.

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
9 new gomoku-freestyle
#? []
10 play h8 h9 zz
#? [? zz is not a point.*]
# the whole command was refused: nothing of it was played
11 status
#? [P1 black .*]
12 play h8 h9 h8
#? [? h8 is occupied]
13 status
#? [P1 black .*]
14 undo
#? [? nothing to undo]
15 declare 3
#? [? .*not expected now.*]
16 declare x
#? [? declare takes a number]
17 offer
#? [? offer takes at least 1 point]
18 move h8
#? [? move takes 2 points]
19 claim
#? [? claim is not expected now: P1 black may play or pass \(place a black stone\)]
20 setup h8
#? [? setup: write black or white.*]
21 setup black h8 white h8
#? [? h8 is given twice]
22 check 2:h8
#? [? .*one board.*]
23 board
#? [.*a b c d e f g h i j k l m n o.*]
24 result
#? [ongoing]
25 ai green
#? [? ai takes P1, P2, black, white, both or off, not 'green'.*]
26 ai white no-such-ai
#? [? plugin 'no-such-ai' not found.*]
27 ai white gomoku
#? [? .*not an AI plugin]
28 ai white simple depth=3
#? [? simple: unknown setting 'depth'.*]
# go: the AI acts for the player to act, and says what it did
29 go
#? [play [a-o][0-9]+]
30 history
#? [1\. P1 play [a-o][0-9]+]
31 quit
#? []
32 status
#? [should not run]
