new rif-p04-taraguchi
status
history
swap
undo
status
undo
status
redo
redo
status
play b14
play b2
play d14
play c2
