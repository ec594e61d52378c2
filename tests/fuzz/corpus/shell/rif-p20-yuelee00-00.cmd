new rif-p20-yuelee00 seed=1
status
P2 play h8
play i9
play h8
opening
board
status
play i10
P1 swap
undo
status
board
opening
