new gomoku-swap2
P1 play h7
status
undo
undo
status
P2 stay
status
P1 play h7
P2 play h7
status
undo
undo
status
P2 play h7
