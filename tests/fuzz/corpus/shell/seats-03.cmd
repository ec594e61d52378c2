new gomoku-freestyle
new renju-rif --keep-ai
new renju-rif
ai
new renju-rif
new gomoku-freestyle
ai P2 simple
play h8
history
undo
history
redo
history
go
history
