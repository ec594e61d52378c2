26 new gomoku-freestyle
#? []
27 play h8 h9
#? []
28 status
#? [P1 black .*]
29 ai white gomocup engine=tests/gomocup/pbrain-chatty timeout_turn=soon
#? [? gomocup: timeout_turn must be a number >= 0, not 'soon']
30 ai white gomocup colour=blue
#? [? gomocup: unknown setting 'colour' .*]
31 ai white gomocup forfeit=maybe
#? [? gomocup: forfeit must be resign or error, not 'maybe']
32 ai black gomocup
#? [? gomocup: no engine: write engine=/path/to/pbrain-NAME]
33 ai off
#? []
