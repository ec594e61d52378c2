new rif-p15-xia
setup black a1 b1 c1 e1 f1 white a17 c17 e17 g17
forbidden
play d1
result
