new gomoku-swap
board
status
P1 swap
P1 stay
P2 play h9
P2 declare 2
P2 offer h9 h7
P2 choose h9
P2 swap
status
history
P2 play h9
P1 play h9
status
