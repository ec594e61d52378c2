new renju-taraguchi-10
status
history
undo
redo
status
undo
P2 swap
status
P1 play a1
status
