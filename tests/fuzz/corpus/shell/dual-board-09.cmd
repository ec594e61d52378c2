new dual-board
load wuzi-regress-dual-board.wuzi
status
history
new dual-board
setup black 1:a1 1:b1 1:c1 1:d1 white 2:h8 2:h9 2:j12
go
go
result
status
