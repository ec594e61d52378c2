new rif-p05-jonsson
opening I7
swap
play o15
declare 1
status
swap
status
offer b2 b3
offer b2
status
history
undo
status
