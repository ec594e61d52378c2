new dual-board
setup black 2:s1 white 1:a1 1:b1 1:c1 1:d1 2:a1 2:b1 2:c1 2:d1
pass
play 2:e1 1:e1
result
undo
play 1:s19
result
