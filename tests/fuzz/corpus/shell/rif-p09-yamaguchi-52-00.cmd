new rif-p09-yamaguchi-52
status
P2 play h8
play g7
play h8 h11
play h8 h9 l12
play h8 h9 a1
status
play h8 h9
status
declare 3
play h11
opening
status
