new rif-p30-daiyue
play a14 a2 c14 b2 e14 c2 g14 d2 i14
result
play e2
result
new rif-p30-daiyue
play h8 i9 j8
opening
play g7
offer i7 f9
swap
status
P2 choose f9
choose i7
status
