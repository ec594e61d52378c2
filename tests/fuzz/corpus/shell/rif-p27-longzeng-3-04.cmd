new rif-p27-longzeng-3
status
P2 choose j6
choose j6
status
history
ai both
result
ai off
