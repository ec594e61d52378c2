new rif-p19-samsone
status
P2 play h8
play h9
play h8
status
P2 play j10
play k11
play h8
play j10
status
P1 play h9
play l12
play h9 l12
