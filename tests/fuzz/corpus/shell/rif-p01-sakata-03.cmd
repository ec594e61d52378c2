new rif-p01-sakata
swap
status
history
undo
status
redo
status
play b14
status
play b2
play d14
play c2
play f14
play d2
