new gomoku-freestyle
ai P1 simple depth=3
ai P1 simple nonsense
ai
ai P2 off extra
ai off
status
help ai engine
help ai
help ai nosuch
