new renju-rif
status
play f6 a15 e5 a13 d4 a11
result
P2 play c3
result
