new rif-p09-yamaguchi-52
play h8 i9 k10
opening
declare 12
swap
play o15
status
offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11
offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12
status
choose a6
status
ai both
result
