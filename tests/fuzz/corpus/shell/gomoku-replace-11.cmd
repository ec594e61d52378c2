new gomoku-replace
new gomoku-replace size=30
new gomoku-replace stones=5
new gomoku-replace size=19
play s19
new gomoku-replace
setup black a1 b1 c1 d1 white h8 h9 j12
go
go
status
