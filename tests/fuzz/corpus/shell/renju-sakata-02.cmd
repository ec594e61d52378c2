new renju-sakata
P2 swap
P1 play g10
P1 declare 1
P1 stay
status
P1 play g10
P2 play g10
status
undo
undo
status
redo
status
undo
