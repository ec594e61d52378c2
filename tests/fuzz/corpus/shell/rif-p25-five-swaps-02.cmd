new rif-p25-five-swaps
play f5
status
stay
status
P2 play g7
play g7
status
P1 swap
swap
status
history
board
P2 play a14
play a14 a10 c14 b10 e14 c10 g14 d10 i14
