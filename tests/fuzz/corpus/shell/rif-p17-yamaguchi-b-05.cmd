new rif-p17-yamaguchi-b
play h8
play i9
play j11
declare 1
status
swap
status
P2 play h12
play h12
status
offer h7 h6
offer h7
status
