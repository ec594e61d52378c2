new rif-p08-shanghai-a
stay
status
P1 play h6
declare 2
play h11
play h6
status
P1 declare 2
declare 0
declare 13
swap
offer g7 g5
declare 2
status
