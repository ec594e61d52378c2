new rif-p20-yuelee00 seed=2
play h8
opening
swap
status
P2 play g10
play g10
status
P1 play g7
play g7
status
P2 stay
stay
status
