new rif-p05-jonsson
P2 swap
declare 3
offer g7 g5
stay
status
undo
swap
status
P1 offer g7 g5
offer g7
offer g7 g5 g4
offer g7 i7
offer f11 j11
offer g7 h6
