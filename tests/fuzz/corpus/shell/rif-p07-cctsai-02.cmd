new rif-p07-cctsai
status
stay
status
swap
undo
play c3
status
P1 play d4
swap
play c3
play d4
status
P2 swap
play e5
