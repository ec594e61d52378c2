new rif-p03-tarannikov
status
P2 play h8
play i9
swap
play h8
status
P1 swap
play h9
declare 1
stay
status
undo
status
