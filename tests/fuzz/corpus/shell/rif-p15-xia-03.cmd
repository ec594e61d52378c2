new rif-p15-xia
choose j6
choose h6
status
history
undo
status
redo
play c13
play m5
play d13
play n5
play e15
play o7
play e14
