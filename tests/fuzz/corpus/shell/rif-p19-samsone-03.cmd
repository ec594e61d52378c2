new rif-p19-samsone
play a1
status
play b1
status
board
P1 swap
play o15
swap
status
undo
status
redo
status
history
