1 new gomoku-freestyle
#? [.*]
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
29 go
#? [play [a-o][0-9]+]
30 history
#? [1\. P1 play [a-o][0-9]+]
31 quit
#? []
32 status
#? [should not run]
