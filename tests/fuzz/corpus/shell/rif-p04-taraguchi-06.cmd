new rif-p04-taraguchi
undo
undo
undo
undo
undo
status
stay
status
offer g7 g6 g5 g4 a15
P1 play g7
play m13
play l12
status
P2 swap
