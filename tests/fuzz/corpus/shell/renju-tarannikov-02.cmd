new renju-tarannikov
P2 swap
P1 play e11
P1 swap
status
P1 play e11
P2 play l12
P2 play d8
P2 offer e11 k5
P2 play e11
status
P2 stay
P1 play d4
P1 stay
status
