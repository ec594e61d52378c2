new renju-taraguchi-10
play h8
stay
play h9
swap
play h10
stay
play h11
P2 stay
status
P2 play l12
status
P1 stay
status
