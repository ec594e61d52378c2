new rif-p03-tarannikov
swap
status
P2 play h9
play h10
play h8
stay
play i9
status
P1 stay
swap
status
undo
stay
status
