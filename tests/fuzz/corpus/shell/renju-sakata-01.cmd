new renju-sakata
P2 swap
P2 play l12
P2 play d8
P2 play j10
P2 play e11
status
P1 play d4
P2 play m13
P2 play c8
P2 offer d4 l12
P2 play d4
board
history
status
