new renju-tarannikov
status
redo
status
undo
undo
undo
status
P1 swap
redo
status
P1 play d4
P2 play d4
status
P1 stay
