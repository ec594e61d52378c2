new renju-rif
ai P1 simple
undo
history
undo 5
history
redo
history
