new renju-tarannikov
status
P2 play h8
P1 play g8
P1 swap
P1 play h8 i9
P1 play h8
status
P1 swap
P2 play i9
P2 declare 1
P2 swap
status
P2 play i9
