new dual-board
undo
status
undo
status
redo
redo
redo
status
P1 play 2:c1 2:c2
P2 play 2:c1
history
