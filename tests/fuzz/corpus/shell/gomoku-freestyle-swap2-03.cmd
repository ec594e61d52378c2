new gomoku-freestyle-swap2
status
undo
status
P2 play h7
P1 play g9
P2 swap
P2 play h7
P2 play g9
board
status
P2 swap
P1 play k11
P1 offer k11 l12
P1 swap
