new rif-p11-nadezhdin
P1 play l12
play m13
play h13
offer l12 d4
play l12
status
P2 stay
play g7
swap
status
history
undo
undo
undo
