new rif-p08-shanghai-a
opening D4
opening
swap
status
P2 play j6
play j6
status
declare 12
status
P1 stay
stay
status
offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11
