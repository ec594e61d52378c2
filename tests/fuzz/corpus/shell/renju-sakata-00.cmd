new renju-sakata
status
P2 play h8
P1 play g7
P1 swap
P1 play h8
P1 play g6
P2 play i9
P1 play i9
P1 play k10
P1 play j10
opening
status
P1 play e11
