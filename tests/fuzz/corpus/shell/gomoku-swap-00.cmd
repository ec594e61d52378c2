new gomoku-swap
status
P2 play h8
swap
P1 play a1
status
P2 play h9
P1 play a1
P1 stay
P1 play o15
status
P2 play h8
P2 swap
P1 play h8
