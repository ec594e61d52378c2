new rif-p21-sosei
play a14 a2 c14 b2 e14 c2 g14 d2 i14
result
play e2
result
new rif-p21-sosei
play h8
play i9
play f6
swap
status
P2 play g9
play g9
status
P1 play k9
