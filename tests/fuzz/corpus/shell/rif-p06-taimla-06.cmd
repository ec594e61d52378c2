new rif-p06-taimla
P2 stay
swap
status
undo
stay
status
P2 play h10
play h11
play h10
opening
status
P1 swap
swap
status
