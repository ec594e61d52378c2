new rif-p14-shanghai-b
opening D4
opening
swap
status
P2 play o15
play o15
status
declare 5
status
P1 stay
stay
status
offer a1 a2 a3 a4
