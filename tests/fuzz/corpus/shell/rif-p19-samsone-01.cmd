new rif-p19-samsone
status
play h9
status
board
undo
status
board
play h9 k11
status
history
P2 swap
play a1
swap
status
