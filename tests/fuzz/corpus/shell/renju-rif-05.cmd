new renju-rif
result
new renju-rif
play h8 i9 j10
opening
P2 stay
status
P1 play g7
P2 play g7
status
P1 offer i7 g9
P1 offer a2 b1
P1 offer i7 h10
status
P2 choose h10
