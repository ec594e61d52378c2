new rif-p17-yamaguchi-b
opening
status
swap
play h12
P2 declare 3
declare 0
declare 13
declare x
declare 3
history
undo
status
redo
status
