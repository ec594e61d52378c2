new gomoku-freestyle
play a15
ai white gomocup engine=tests/gomocup/pbrain-crash forfeit=error
ai white gomocup engine=tests/gomocup/pbrain-hang forfeit=error timeout_turn=200 tolerance=100
ai white gomocup engine=tests/gomocup/pbrain-nonsense forfeit=error
ai white gomocup engine=tests/gomocup/pbrain-illegal forfeit=error
ai white gomocup engine=tests/gomocup/pbrain-quit forfeit=error
ai white gomocup engine=tests/gomocup/pbrain-mute forfeit=error timeout_start=200
ai white gomocup engine=tests/gomocup/no-such-brain forfeit=error
status
ai white gomocup engine=tests/gomocup/pbrain-crash
result
ai off
