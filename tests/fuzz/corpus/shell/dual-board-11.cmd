new dual-board size=5
new dual-board
setup black 1:s19 white 1:a1 1:b1 1:c1 1:d1 2:a1 2:b1 2:c1 2:d1
go
new dual-board size=5
setup black 1:a1 1:b1 1:c1 1:d1 1:c2 1:d2 1:a3 1:b3 1:e3 1:c4 1:d4 1:a5 1:b5 1:e5 2:a1 2:b1 2:e1 2:c2 2:d2 2:a3 2:b3 2:e3 2:c4 2:d4 2:a5 2:b5 white 1:a2 1:b2 1:e2 1:c3 1:d3 1:a4 1:b4 1:e4 1:c5 1:d5 2:c1 2:d1 2:a2 2:b2 2:e2 2:c3 2:d3 2:a4 2:b4 2:e4 2:c5 2:d5
go
go
result
