new rif-p23-cc-tsai-5swap
play l11
play k11
status
swap
status
history
board
P2 play a14
play a14 a2 c14 b2 e14 c2 g14 d2 i14
result
play e2
result
