new gomoku-freestyle
ai white gomocup engine=tests/gomocup/pbrain-wrap forfeit=error
play h8
new gomoku-freestyle
ai white gomocup engine=tests/gomocup/pbrain-longline forfeit=error
play h8
history
