new gomoku-swap2
status
history
P2 play o1
P1 play o1
status
undo
undo
status
redo
status
undo
P1 stay
status
history
