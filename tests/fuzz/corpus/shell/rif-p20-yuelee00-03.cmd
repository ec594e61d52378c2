new rif-p20-yuelee00 seed=1
play h8
stay
status
P1 play k11
play l12
play i8
play k11
status
P2 play a1
play k11
play a1
status
P1 swap
