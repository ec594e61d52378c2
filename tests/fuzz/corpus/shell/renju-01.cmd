new renju
opening D1
new renju
setup black f8 g8 h6 h7
check h8
forbidden
board
play h8
result
undo
result
