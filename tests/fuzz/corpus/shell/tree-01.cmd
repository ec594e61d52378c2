new gomoku-freestyle
goto 9
goto h8
back -1
history
undo
play a1
redo
undo
variations
redo
history
undo
back 2
play i9
