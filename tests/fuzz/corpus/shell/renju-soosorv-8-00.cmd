new renju-soosorv-8
status
P2 play h8
P1 play i8
P1 play h8 h9
P1 play l11
P1 declare 8
P1 play h10
status
P1 stay
P2 declare 3
P2 play h11
P2 swap
status
