new renju-claim
play o1
claim
result
new renju-claim
setup black e8 g8 i8 k8
play h8
claim
result
