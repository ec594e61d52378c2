new renju-swap-1989
board
history
status
P2 choose g10
P1 offer g10 j11
P1 swap
P1 choose i10
P1 choose h11
P1 choose j11
board
status
history
undo
status
