new gomoku-swap
undo
status
undo
status
redo
status
undo
P2 stay
status
redo
history
P1 play h9
P2 play h9
status
