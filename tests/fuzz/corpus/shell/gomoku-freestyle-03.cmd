new gomoku-freestyle
pass
pass
result
new gomoku-freestyle
play h8
resign
result
