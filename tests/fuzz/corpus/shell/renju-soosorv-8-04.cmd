new renju-soosorv-8 N=3
result
P2 play e1
result
new renju-soosorv-8 N=3
play h8 i9 j10
stay
play g7
status
declare 4
declare 8
declare 3
status
P1 stay
status
