new rif-p24-fss
status
history
P1 play n14
play n14 a2 l14 b2 j14 c2 f14 d2 d14
result
play e2
result
