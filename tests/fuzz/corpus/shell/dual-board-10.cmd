new dual-board
setup black 1:a1 1:b1 1:c1 1:d1 white 2:h8 2:h9 2:j12
play 2:s19
go
result
new dual-board
setup black 1:a1 1:b1 1:c1 1:d1 2:a1 2:b1 2:c1 2:d1 white 1:h8 2:h8
go
go
result
