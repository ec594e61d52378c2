new gomoku-one-swap
status
P2 play a1
swap
stay
declare 1
P1 play e5 f6
status
P1 play e5
board
status
P1 swap
P1 play f6
P2 play f6
