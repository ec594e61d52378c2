new renju-rif
P2 offer h9 j11
P2 offer g10 j11
board
history
status
P2 choose g10
P1 offer e5 f6
P1 stay
P1 choose i10
P1 choose g10
board
status
undo
status
