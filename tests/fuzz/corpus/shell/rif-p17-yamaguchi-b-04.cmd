new rif-p17-yamaguchi-b
history
P1 play n14
play n14 b1 l14 c1 j14 d1 f14
result
play e1
result
