new rif-p02-yamaguchi
result
new rif-p02-yamaguchi
opening D4
opening
declare 12
swap
status
P2 play a15
play a15
status
offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11
offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13
offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12
status
