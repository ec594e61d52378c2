new rif-p06-taimla
reject
play o15
status
P1 swap
P1 reject
stay
declare 2
offer b2 b3
play a1
swap
status
reject
history
undo
