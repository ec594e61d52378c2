new rif-p05-jonsson
stay
status
P1 play h6
declare 2
play h10
play h6
status
P1 declare 2
declare 0
declare 4
swap
offer g7 g5
declare 2
status
