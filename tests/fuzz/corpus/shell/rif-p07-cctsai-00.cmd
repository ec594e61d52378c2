new rif-p07-cctsai
status
P2 play h8
play a1
swap
play h8
status
P2 play a1
play h8
play a1
status
play o15
status
stay
