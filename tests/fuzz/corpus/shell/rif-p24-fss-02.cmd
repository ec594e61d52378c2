new rif-p24-fss
offer j9 g9
board
status
P1 choose g9
choose f9
choose g9
status
undo
status
undo
status
board
redo
redo
