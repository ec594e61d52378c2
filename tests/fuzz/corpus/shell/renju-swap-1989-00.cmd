new renju-swap-1989
status
P2 play h8
P1 play g8
swap
P1 play h8
status
P1 play h9
P2 play h10
P2 play j10
P2 play h8
P2 stay
P2 play h9
status
