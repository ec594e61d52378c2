new rif-p15-xia
setup black a1 c1 e1 g1 white a17 b17 c17 e17 f17
play q1
play d17
result
new rif-p15-xia
setup black a1 c1 e1 g1 white a17 b17 c17 e17
play q1
play d17
result
