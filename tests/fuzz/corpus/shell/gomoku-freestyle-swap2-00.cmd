new gomoku-freestyle-swap2
status
P2 play h8
swap
P1 play h8
status
P2 play i9
P1 play h8
P1 play i9
status
P2 play j10
P1 stay
P1 play j10
status
