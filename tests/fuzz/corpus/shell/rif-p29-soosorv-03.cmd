new rif-p29-soosorv
history
P2 play a14
play a14 c2 c14 d2 e14 e2 g14
result
play f2
result
