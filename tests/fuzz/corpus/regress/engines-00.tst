1 new gomoku-freestyle
#? []
2 ai white gomocup engine=tests/gomocup/pbrain-wrap forfeit=error
#? []
3 play h8
#? [? gomocup: engine pbrain-wrap answered nonsense: '4294967302,6']
10 new gomoku-freestyle
#? [(the AI seats were cleared.*)?]
11 ai white gomocup engine=tests/gomocup/pbrain-longline forfeit=error
#? []
12 play h8
#? [P2 \(gomocup\) played a15]
13 history
#? [1\. P1 play h8\n2\. P2 play a15]
