new rif-p16-lijing
offer g7 i9
board
status
P2 choose h10
choose i9
choose a1
choose i10
status
choose h10
undo
status
board
redo
status
