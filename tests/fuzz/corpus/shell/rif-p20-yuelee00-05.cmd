new rif-p20-yuelee00 seed=2
play h8
opening
load wuzi-regress-rif-p20-yuelee00.wuzi
opening
status
history
board
P2 play o15
play o15 b1 o13 c1 o11 d1 o9
result
play e1
result
