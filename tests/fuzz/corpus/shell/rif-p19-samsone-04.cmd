new rif-p19-samsone
P2 play o15
play o15 c1 o13 d1 o11
result
play e1
result
new rif-p19-samsone
play h8 i9
play g7 j8
swap
status
play l11
status
P1 play a1 b1
play a1 b1
