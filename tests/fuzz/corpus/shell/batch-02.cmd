new gomoku-freestyle
board
result
ai green
ai white no-such-ai
ai white gomoku
ai white simple depth=3
go
history
quit
status
