new gomoku-pro
play h8
status
P1 play o15
P2 play h8
P2 swap
P2 play o15
status
P2 play k8
P1 play i9
P1 play j10
P1 play f6
P1 play h6
P1 declare 2
P1 play k8
