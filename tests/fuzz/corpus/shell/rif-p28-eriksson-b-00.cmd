new rif-p28-eriksson-b
status
P2 play h8
play g7
play h8
status
P1 play h9
play h10
play h9
status
P2 play h10
play k11
play h10 h12
play h10
