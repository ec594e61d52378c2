new rif-p14-shanghai-b
offer a1 a2 a3 a4 a5 o1
offer a1 a2 a3 a4 a5
status
choose a5
status
history
ai both
result
ai off
