new rif-p09-yamaguchi-52
board
status
P1 choose g7
choose i7
choose g5
history
undo
status
redo
status
swap
play b14
play b2
play d14
