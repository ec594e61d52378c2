new renju-swap-1989
undo
status
board
redo
redo
status
undo
undo
undo
undo
status
P2 stay
status
P1 play h11
