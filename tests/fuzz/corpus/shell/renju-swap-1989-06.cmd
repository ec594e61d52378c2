new renju-swap-1989
P1 play k10
result
status
