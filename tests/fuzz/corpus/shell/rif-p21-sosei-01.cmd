new rif-p21-sosei
play l12
opening
board
status
P1 stay
play g6
declare 1
stay
status
P1 play g6
play l8
play j10
play g6
status
