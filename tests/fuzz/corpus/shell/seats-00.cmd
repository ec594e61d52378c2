new renju-rif
ai
ai green
ai P3 simple
new renju-rif
status
ai P1 simple
ai
swap
status
history
undo
status
redo
status
