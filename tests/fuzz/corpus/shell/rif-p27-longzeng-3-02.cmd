new rif-p27-longzeng-3
offer b12 c14
offer b12 k4
board
status
P1 choose k4
choose d12
choose k4
status
undo
status
redo
status
history
P1 play m15
