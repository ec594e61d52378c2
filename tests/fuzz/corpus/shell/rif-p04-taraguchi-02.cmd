new rif-p04-taraguchi
opening
status
P2 stay
swap
status
undo
stay
status
P2 play h11
play h12
swap
play h11
status
P1 swap
