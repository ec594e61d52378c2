new rif-p09-yamaguchi-52
redo
stay
status
P1 play h6
play h11
play h6
status
P2 offer g7 g5
offer g7
offer g7 g5 g4
offer g12 i12
offer g7 g7
offer h9 g7
offer g7 g5
