new gomoku-replace seed=4
ai both simple
result
status
history
ai off
