new rif-p25-five-swaps
status
P2 swap
swap
status
history
P1 play a1
play a1
status
swap
status
undo
status
redo
status
