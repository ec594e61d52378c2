new rif-p03-tarannikov
board
status
P1 swap
play g7
stay
status
undo
swap
status
history
undo
undo
undo
status
