new renju-taraguchi-10
status
P2 play h8
P1 play h7
P1 swap
P1 play h8
status
P1 stay
P2 play h9
P2 stay
status
P1 play h9
P2 play h10
P2 play h9
