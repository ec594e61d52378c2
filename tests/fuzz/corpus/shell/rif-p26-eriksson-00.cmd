new rif-p26-eriksson
status
P2 play h8
play h8 h9 h10
opening
status
P2 play h11
declare 3
play l12
play h10
play h11
status
P2 declare 3
declare 0
