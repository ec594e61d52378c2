new renju-rif
status
P2 play h8
P1 play h9
swap
P1 play h8
status
P2 play h9
P1 play h10
P1 play j10
opening
P1 play h9
status
P1 play k11
