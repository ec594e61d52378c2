new caro
setup black d8 e8 f8 g8 white c8 i8 a1 a2
check h8
play h8
result
new caro
setup black d8 e8 f8 g8 white c8 a1 a2
check h8
play h8
result
