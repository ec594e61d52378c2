new rif-p21-sosei
status
P2 play h8
play g8
play h8
status
P1 play j10
play k11
swap
play j10
status
P2 play l12
play m13
play h8
