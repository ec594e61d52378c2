new gomoku-freestyle-swap2
P1 swap
P1 play h7
P2 declare 2
P2 offer h7 g9
P2 choose h7
P2 play j10
P2 play h7 g9 k11
status
history
P2 swap
status
history
P2 play h7
P1 swap
