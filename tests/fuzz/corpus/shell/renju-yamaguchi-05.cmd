new renju-yamaguchi
play h8 i9 j10
declare 12
stay
play g7
status
offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11
offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 b1
offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12
status
choose a12
status
