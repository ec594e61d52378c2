new rif-p15-xia
play l5
result
new rif-p15-xia
opening D3
opening
stay
play q17
declare 1
status
swap
status
offer a1 a2
offer a1
status
