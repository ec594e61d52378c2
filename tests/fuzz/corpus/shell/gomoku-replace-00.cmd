new gomoku-replace
status
play h8
status
play h8
choose h8
swap
play p1
