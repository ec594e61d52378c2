new rif-p22-xsir317
status
P1 swap
swap
status
undo
status
redo
status
P2 choose h11
choose h7
choose h10
offer g12 i12 f5
choose h11
status
