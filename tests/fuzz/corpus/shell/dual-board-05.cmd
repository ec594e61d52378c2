new dual-board
setup black 1:a1 1:b1 1:c1 1:d1 1:a3 1:b3 1:c3 1:d3 white 2:a5 2:b5
play 1:e1 1:e3
result
new dual-board
setup black 1:a1 1:b1 1:c1 1:e1 1:f1 2:k5 2:k6 2:k7 2:k8 white 2:a5 2:b5
play 1:d1 2:k4
result
