new rif-p01-sakata
play j10
opening
status
P1 play k11
play l12
stay
play k11
status
play m13
play a1
offer d4 e5
play d4
board
history
