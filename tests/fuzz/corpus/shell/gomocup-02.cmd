new gomoku-freestyle
play h8 h9
status
ai white gomocup engine=tests/gomocup/pbrain-chatty timeout_turn=soon
ai white gomocup colour=blue
ai white gomocup forfeit=maybe
ai black gomocup
ai off
