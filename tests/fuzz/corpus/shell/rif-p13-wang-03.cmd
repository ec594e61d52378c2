new rif-p13-wang
offer g5 g5
play g7
offer g7 g5
board
status
P2 choose g7
choose i7
swap
choose g7
history
undo
undo
status
board
