new rif-p04-taraguchi
P1 play h9
play g10
play h10
play h9
status
P2 swap
stay
status
undo
swap
status
P1 play h10
play h11
play h10
