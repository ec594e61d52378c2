new renju
setup black d8 f8 h8 i6 i7
check i8
new renju
setup black a15 c15 e15 g15 white c8 d8 e8 g8 h8
play o1
play f8
result
