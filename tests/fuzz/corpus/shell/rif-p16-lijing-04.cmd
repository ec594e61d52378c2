new rif-p16-lijing
save wuzi-regress-rif-p16-lijing.wuzi
new rif-p16-lijing
load wuzi-regress-rif-p16-lijing.wuzi
status
board
choose g7
status
board
history
P2 play a14
play a14 a2 c14 b2 e14 c2 g14 d2 i14
result
play e2
result
