new gomoku-long-pro
status
P2 play h8
play i9
swap
offer a1 a2
P1 play h8
status
P1 play g7
P2 stay
P2 play g7
status
P2 play d4
P1 play k8
