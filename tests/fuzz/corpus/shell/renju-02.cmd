new renju
setup black e8 g8 i8 k8
play h8
result
new renju
setup black a1 b1 c1 e1 f1 g1
play d1
result
