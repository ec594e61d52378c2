new gomoku-freestyle
new gomoku-freestyle size=19
play s19
new gomoku-freestyle size=30
new gomoku-freestyle colour=red
new gomoku-freestyle
setup black c8 d8 e8 g8 h8
check f8
check a1
forbidden
check c8
