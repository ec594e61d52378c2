new gomoku-swap
P1 play g8
status
play c15 d8 d15 e8 e15 i8
result
P2 play a13
P1 play f8
result
status
P2 play f15
P1 play m1
P2 play g15
result
status
