new rif-p16-lijing
offer h10 i10
board
history
status
P1 stay
offer g7 i9
stay
status
P1 offer g7 i9
offer i9
offer i9 g7 f6
offer i9 a1
offer i9 j10
offer i9 i9
