new rif-p17-yamaguchi-b
play g10
offer g10 k5 a1
board
status
P1 choose a1
choose i10
choose h12
choose a1
status
undo
status
redo
status
board
