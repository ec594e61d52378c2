new rif-p27-longzeng-2
offer f6 j6
status
P2 choose j6
choose j6
status
history
ai both
result
ai off
