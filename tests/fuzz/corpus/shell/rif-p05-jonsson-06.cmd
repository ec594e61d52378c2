new rif-p05-jonsson
opening D4
opening
swap
status
P2 play o15
play o15
status
declare 3
status
P1 stay
stay
status
offer a1 a2
