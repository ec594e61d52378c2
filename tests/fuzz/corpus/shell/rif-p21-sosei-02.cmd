new rif-p21-sosei
P2 play e5
play c3
play e5
status
P1 swap
play a1
swap
status
undo
status
redo
status
history
P2 play a14
