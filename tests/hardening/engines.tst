# Engines are not trusted: the gomocup plugin reads an engine's reply as
# written (a number that wraps to one on the board is nonsense, not a
# move) and a reply line longer than its 4 KB buffer whole or not at all
# (never its tail as a line of its own).

1 new gomoku-freestyle
#? []
2 ai white gomocup engine=tests/gomocup/pbrain-wrap forfeit=error
#? []
3 play h8
#? [? gomocup: engine pbrain-wrap answered nonsense: '4294967302,6']

# a MESSAGE of 5000 bytes is skipped whole: its tail "6,6" is no move
10 new gomoku-freestyle
#? [(the AI seats were cleared.*)?]
11 ai white gomocup engine=tests/gomocup/pbrain-longline forfeit=error
#? []
12 play h8
#? [P2 \(gomocup\) played a15]
13 history
#? [1\. P1 play h8\n2\. P2 play a15]
