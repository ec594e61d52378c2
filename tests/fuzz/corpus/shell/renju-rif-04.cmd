new renju-rif
board
undo
status
redo
redo
history
P1 play a1
P2 play f8
P1 play a3
P2 play f9
P1 play o15
status
check f10
P2 play f10
