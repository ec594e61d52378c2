new rif-p27-longzeng-1
play a14 a2 c14 b2 e14 c2 g14 d2 i14
result
play e2
result
new rif-p27-longzeng-1
play h8 i9 o1
opening
swap
status
P2 play g7
play g7
status
P1 offer f6 j6
offer f6 j6
