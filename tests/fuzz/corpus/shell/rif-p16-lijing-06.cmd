new rif-p16-lijing
redo
status
P2 swap
swap
status
undo
status
redo
status
offer g12 i12
offer g12 i11
status
P2 choose h6
choose h6
