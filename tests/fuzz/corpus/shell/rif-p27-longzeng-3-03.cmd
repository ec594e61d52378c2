new rif-p27-longzeng-3
play m15 a2 m13 b2 m11 c2 m9 d2 m7
result
play e2
result
new rif-p27-longzeng-3
play a1 a15 o1
opening
swap
status
P2 play g7
play g7
status
P1 offer f6 j6
offer f6 j6
