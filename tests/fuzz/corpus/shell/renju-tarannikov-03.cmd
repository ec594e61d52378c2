new renju-tarannikov
P2 play d4
P1 play m13
P1 play c8
P1 swap
P1 play d4
status
P1 stay
P2 play a1
P2 swap
status
history
P2 play a1
P1 swap
undo
