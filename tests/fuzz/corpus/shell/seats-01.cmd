new renju-rif
history
undo 1
status
redo 1
undo 0
ai black simple seed=2
ai
status
ai P2 off
ai
