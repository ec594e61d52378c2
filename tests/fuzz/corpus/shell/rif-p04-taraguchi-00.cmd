new rif-p04-taraguchi
status
P2 play h8
play g8
offer a1 a2 a3 a4 a5
play h8
status
P1 stay
play h9
swap
status
undo
stay
status
