new rif-p22-xsir317
offer j10
offer i10 i10
declare 1
play i10
offer i10
board
status
P1 declare 1
declare 0
declare 4
offer g7
declare 1
status
P2 stay
