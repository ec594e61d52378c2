new rif-p06-taimla
reject
play h8
status
P2 swap
reject
stay
status
undo
swap
status
P1 play h9
play h10
play h9
status
