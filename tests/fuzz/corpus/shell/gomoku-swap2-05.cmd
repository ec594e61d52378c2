new gomoku-swap2
P1 play o1
P2 play o1
status
play c3 o3 d3 o5 e3 o7 f3 o9
result
P1 play g3
result
status
