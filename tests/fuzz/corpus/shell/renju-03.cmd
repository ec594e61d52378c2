new renju
setup black d8 e8 f8 g8 h5 h6 h7 h10 h11 h12
check h8
play h8
result
new renju
setup black e8 f8 g8 h6 h7
check h8
play h8
result
