new rif-p01-sakata
status
P2 swap
play e5
declare 1
stay
status
P1 play e5
swap
undo
status
redo
status
history
undo
