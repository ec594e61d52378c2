new rif-p02-yamaguchi
swap
play a1
declare 2
history
status
P1 swap
play h11
declare 3
undo
status
redo
status
stay
status
