new rif-p16-lijing
P1 swap
declare 2
offer h10 i10
play h10
swap
status
P2 offer h10 i10
offer h10
offer h10 i10 g10
offer h10 m13
offer h9 h10
offer h10 h10
play h10
choose h10
