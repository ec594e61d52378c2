new renju-rif
P1 play h12
P1 declare 2
P1 play h10
opening
history
new renju-rif
play h8 h9 k11
status
play h8 h9 h10
status
P1 swap
P2 play h11
P2 declare 2
P2 swap
