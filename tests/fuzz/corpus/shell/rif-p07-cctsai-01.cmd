new rif-p07-cctsai
play o1
status
P2 play a15
play a15
status
P1 swap
declare 1
offer b1 b2
reject
play a1
swap
status
history
undo
