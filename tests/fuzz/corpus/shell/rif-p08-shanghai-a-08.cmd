new rif-p08-shanghai-a
opening I7
swap
play j6
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
