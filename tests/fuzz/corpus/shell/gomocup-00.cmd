new gomoku-freestyle
ai both gomocup engine=shell/pbrain/pbrain-wuzi arg=--ai arg=simple timeout_turn=2000
result
ai off
new gomoku-freestyle
ai white gomocup engine=tests/gomocup/pbrain-chatty
play h8
play h9
history
undo 1
go
ai off
