new rif-p10-karepa
status
P1 swap
play h9
offer h9 h10
swap
status
history
undo
status
redo
status
swap
play b14
play b2
