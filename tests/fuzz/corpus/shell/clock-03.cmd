new gomoku-freestyle --clock
ai P2 engine depth=2
play h8
status
time use 9s
play j10
time use 10s
status
