new gomoku-pro
status
P2 play h8
play g8
play a1
swap
stay
declare 3
offer g7 i9
choose h8
move h8 h9
reject
play h8 o15 j10
status
