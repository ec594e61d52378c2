new rif-p17-yamaguchi-b
status
P2 play h8
play i9
play h8
status
P1 play h9
play h11
play h9
status
P2 play h11
play h12
play l8
play h11
