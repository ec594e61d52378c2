new rif-p27-longzeng-1
status
P2 choose j6
choose j6
status
history
ai both
result
ai off
