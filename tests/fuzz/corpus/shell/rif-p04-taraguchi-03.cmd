new rif-p04-taraguchi
declare 5
choose g7
offer g7 g6 g5 g4
offer g7 g6 g5 g4 g3 g2
offer g7 g6 g5 g4 i4
offer g7 g6 g5 g4 h10
offer g7 g6 g5 g4 g4
offer g7 g6 g5 g4 a15
board
status
P2 choose g7
choose i4
swap
choose a15
