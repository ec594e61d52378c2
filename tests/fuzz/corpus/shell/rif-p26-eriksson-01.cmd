new rif-p26-eriksson
declare 4
swap
declare 3
status
history
P1 swap
offer g12 k4 b2
swap
status
undo
status
redo
status
P1 offer g12 k4 b2
