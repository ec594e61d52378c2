new dual-board
setup black 1:a1 1:b1 1:c1 1:d1 2:k5 2:k6 2:k7 2:k8 white 1:a5 1:b5 2:a5 2:b5
status
check 1:e1
play 1:e1
result
play 2:k9
result
play 1:e5
