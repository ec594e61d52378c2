new gomoku-one-swap
P2 offer f6 d4
P2 swap
status
history
P2 play f6
P1 play f6
status
undo
undo
status
redo
status
undo
P2 stay
