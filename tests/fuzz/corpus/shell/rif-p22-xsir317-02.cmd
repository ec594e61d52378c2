new rif-p22-xsir317
stay
status
board
history
offer g7 f6
P2 offer g7
offer i10
offer g7
status
board
history
P1 play a14
play a14 a2 c14 b2 e14 c2 g14 d2 i14
result
