new renju-yamaguchi
board
status
undo
undo
undo
undo
status
undo
status
redo
status
undo
P1 declare 1
P2 swap
