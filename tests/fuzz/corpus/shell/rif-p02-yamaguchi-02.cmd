new rif-p02-yamaguchi
P1 play h11
offer g7 g6
play h11
status
P2 offer g7 g6
offer g7
offer g7 g6 g5
offer g10 i10
offer j6 f6
offer g7 g7
offer h10 g7
play g7
swap
offer g7 g6
