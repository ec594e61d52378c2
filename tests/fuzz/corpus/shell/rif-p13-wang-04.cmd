new rif-p13-wang
undo
undo
status
redo
redo
redo
redo
status
swap
declare 1
play b14
play b2
play c14
play d2
