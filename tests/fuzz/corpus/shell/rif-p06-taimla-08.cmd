new rif-p06-taimla
swap
status
undo
stay
status
P2 offer g7 g6 g5
offer g7 g6
offer g7 g6 g5 g4
offer g7 g6 i6
offer g7 g6 h11
reject
offer g7 g6 g5
board
status
