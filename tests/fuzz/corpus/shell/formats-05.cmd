new gomoku-freestyle
new gomoku-freestyle size=19
save big.lib
new gomoku-freestyle
play h8
pass
play h9
save pass.lib
load pass.lib
history
