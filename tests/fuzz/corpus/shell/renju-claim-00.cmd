new renju-claim
claim
play h8
claim
new renju-claim
setup black f8 g8 h6 h7 white a1 a3
play h8
result
status
claim
result
undo
status
play o15
