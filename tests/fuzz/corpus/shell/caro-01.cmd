new caro
setup black a1 a2 a3 a4 white a6 c1 c2
play a5
result
new caro
setup black c8 d8 e8 g8 h8 white a1 a3 a5 a7
check f8
play f8
result
